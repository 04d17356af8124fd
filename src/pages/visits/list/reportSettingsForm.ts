import type { ReportSettings, ReportSettingsInput } from '../../../providers/reportSettingsCalls';

/** What the dialog's form holds: every text a string ('' for none). */
export interface ReportSettingsValues {
    letterhead: boolean;
    header: { name: string; address: string; phone: string; email: string };
    holdWhileDue: boolean;
    publicBaseUrl: string;
}

/** A translation key, or a key with its arguments (react-admin's validation messages). */
export type ValidationMessage = string | { message: string; args: Record<string, unknown> };
type HeaderErrors = Partial<Record<keyof ReportSettingsValues['header'], ValidationMessage>>;
export interface ReportSettingsErrors {
    header?: HeaderErrors;
    publicBaseUrl?: ValidationMessage;
}

/** The limits of PUT /api/settings/report (server/src/routes/report.ts). */
export const REPORT_SETTINGS_LIMITS = { name: 200, address: 500, phone: 100, email: 200, publicBaseUrl: 300 } as const;

/** The server's pattern: http(s)://host[/path], no spaces, query or fragment. */
const PUBLIC_BASE_URL = /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/;
/** ajv-formats' "email" (the format the server checks e-mail fields with). */
const EMAIL =
    /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

const MESSAGES = 'app.visit.report_settings.validation';

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const orNull = (value: unknown) => trimmed(value) || null;

export const formValuesOf = (settings: ReportSettings): ReportSettingsValues => ({
    letterhead: settings.letterhead,
    header: {
        name: settings.header.name ?? '',
        address: settings.header.address ?? '',
        phone: settings.header.phone ?? '',
        email: settings.header.email ?? '',
    },
    holdWhileDue: settings.holdWhileDue,
    publicBaseUrl: settings.publicBaseUrl ?? '',
});

/** The PUT body: trimmed texts, an empty one sent as null (the public base URL: the request's address). */
export const settingsInputOf = (values: ReportSettingsValues): ReportSettingsInput => ({
    letterhead: Boolean(values.letterhead),
    header: {
        name: trimmed(values.header?.name),
        address: orNull(values.header?.address),
        phone: orNull(values.header?.phone),
        email: orNull(values.header?.email),
    },
    holdWhileDue: Boolean(values.holdWhileDue),
    publicBaseUrl: orNull(values.publicBaseUrl)?.replace(/\/+$/, '') ?? null,
});

const tooLong = (max: number): ValidationMessage => ({ message: `${MESSAGES}.too_long`, args: { max } });

/**
 * The server's checks, before the request: a header name, the lengths, an e-mail address and
 * an http(s) address. Errors are react-admin translation keys (with their arguments).
 */
export const validateReportSettings = (values: ReportSettingsValues): ReportSettingsErrors => {
    const errors: ReportSettingsErrors = {};
    const header: HeaderErrors = {};
    const name = trimmed(values.header?.name);
    if (!name) header.name = `${MESSAGES}.name_required`;
    for (const field of ['name', 'address', 'phone', 'email'] as const) {
        if (!header[field] && trimmed(values.header?.[field]).length > REPORT_SETTINGS_LIMITS[field]) {
            header[field] = tooLong(REPORT_SETTINGS_LIMITS[field]);
        }
    }
    const email = trimmed(values.header?.email);
    if (!header.email && email && !EMAIL.test(email)) header.email = `${MESSAGES}.email`;
    if (Object.keys(header).length > 0) errors.header = header;

    const url = trimmed(values.publicBaseUrl);
    if (url.length > REPORT_SETTINGS_LIMITS.publicBaseUrl) {
        errors.publicBaseUrl = tooLong(REPORT_SETTINGS_LIMITS.publicBaseUrl);
    } else if (url && !PUBLIC_BASE_URL.test(url)) {
        errors.publicBaseUrl = `${MESSAGES}.public_base_url`;
    }
    return errors;
};
