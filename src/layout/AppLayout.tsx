import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { SendEmailHost } from '../pages/email/SendEmailHost';
import { RouteErrorPage } from '../pages/errors/RouteErrorPage';
import { AppAppBar } from './AppAppBar';
import { AppMenu } from './AppMenu';
import { DataLoadingBar } from './LoadingBar';
import { OrganisationGate } from './OrganisationGate';
import { AppSidebar } from './AppSidebar';
import { ThemeRuntime } from '../theme/ThemeRuntime';

/** The authenticated layout; a render error inside it shows the 500 page of spec §2. Any screen can open Send Email. */
export const AppLayout = ({ children }: { children: ReactNode }) => (
    <OrganisationGate>
        <DataLoadingBar />
        <ThemeRuntime />
        <Layout appBar={AppAppBar} menu={AppMenu} sidebar={AppSidebar} error={RouteErrorPage}>
            {children}
        </Layout>
        <SendEmailHost />
    </OrganisationGate>
);
