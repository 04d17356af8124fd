/** Settings shared by playwright.config.ts and the journeys. */
export const PORT = Number(process.env.E2E_PORT ?? 8181);
export const BASE_URL = `http://localhost:${PORT}`;
export const ADMIN_EMAIL = 'admin@demo.lab';
export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'E2e-Admin-Pass-2024!';
export const ORGANISATION_NAME = 'Demo Diagnostics';
/** The journeys' own SMTP server (e2e/support/smtpServer.ts) listens here; the app's SMTP_URL points at it. */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? PORT + 1000);
export const EMAIL_FROM = 'Demo Diagnostics <reports@demo.lab>';
