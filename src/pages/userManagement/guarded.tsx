import type { ReactElement } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { RequirePermission } from './RequirePermission';

/** A screen inside its resource context, shown only to whom may `<resource>.<action>`. */
export const guarded = (resource: string, action: string, element: ReactElement) => (
    <RequirePermission resource={resource} action={action}>
        <ResourceContextProvider value={resource}>{element}</ResourceContextProvider>
    </RequirePermission>
);
