/** Settings shared by playwright.config.ts and the journeys. */
export const PORT = Number(process.env.E2E_PORT ?? 8181);
export const BASE_URL = `http://localhost:${PORT}`;
export const ADMIN_EMAIL = 'admin@demo.lab';
export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'E2e-Admin-Pass-2024!';
export const ORGANISATION_NAME = 'Demo Diagnostics';
