import { Notification } from 'react-admin';

/** Spec §9: one toast at a time, shown for 5 s. */
export const TOAST_DURATION_MS = 5000;

export const AppNotification = () => <Notification autoHideDuration={TOAST_DURATION_MS} />;
