import type { LayoutProps } from 'react-admin';
import { AppLayout } from '../../../layout/AppLayout';
import { PasswordChangeGate } from './PasswordChangeGate';

/** The app's layout behind the first-sign-in password change. */
export const GatedLayout = (props: LayoutProps) => (
    <PasswordChangeGate>
        <AppLayout {...props} />
    </PasswordChangeGate>
);
