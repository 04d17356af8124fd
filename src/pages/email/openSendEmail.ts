import type { PersonRecord } from './personRecord';

/** The window-level event that opens the Send Email dialog; its `detail` is the person record (spec §2). */
export const OPEN_SEND_EMAIL_EVENT = 'open-send-email-modal';

/** Opens the dialog from any screen (or a test): `window.dispatchEvent(new CustomEvent('open-send-email-modal', { detail }))`. */
export const openSendEmail = (person: PersonRecord) =>
    window.dispatchEvent(new CustomEvent<PersonRecord>(OPEN_SEND_EMAIL_EVENT, { detail: person }));
