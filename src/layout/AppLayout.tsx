import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { RouteErrorPage } from '../pages/errors/RouteErrorPage';
import { AppAppBar } from './AppAppBar';
import { AppMenu } from './AppMenu';
import { DataLoadingBar } from './LoadingBar';
import { OrganisationGate } from './OrganisationGate';
import { AppSidebar } from './AppSidebar';

/** The authenticated layout; a render error inside it shows the 500 page of spec §2. */
export const AppLayout = ({ children }: { children: ReactNode }) => (
    <OrganisationGate>
        <DataLoadingBar />
        <Layout appBar={AppAppBar} menu={AppMenu} sidebar={AppSidebar} error={RouteErrorPage}>
            {children}
        </Layout>
    </OrganisationGate>
);
