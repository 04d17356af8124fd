import type { HttpClient } from './httpClient';

/** The letterhead printed at the top of a report (docs/api-contract.md, "Reports"). */
export interface ReportHeader {
    name: string;
    address: string | null;
    phone: string | null;
    email: string | null;
}

/** GET /api/settings/report: how the laboratory's reports look and who may open them. */
export interface ReportSettings {
    /** On for plain paper; off for pre-printed paper (a print may still override it). */
    letterhead: boolean;
    header: ReportHeader;
    /** The public link answers "held" (402) until the visit's bill is settled. */
    holdWhileDue: boolean;
    /** The address the report's QR code points to; null: the address the request came in on. */
    publicBaseUrl: string | null;
}

/** PUT /api/settings/report merges: a field left out keeps its value. */
export type ReportSettingsInput = Partial<Omit<ReportSettings, 'header'>> & { header?: Partial<ReportHeader> };

/** The organisation's report settings: read with report.show, changed with report.settings. */
export const createReportSettingsCalls = (httpClient: HttpClient, apiUrl: string) => ({
    reportSettings: async (): Promise<ReportSettings> =>
        (await httpClient<ReportSettings>(`${apiUrl}/settings/report`)).json,
    saveReportSettings: async (input: ReportSettingsInput): Promise<ReportSettings> =>
        (await httpClient<ReportSettings>(`${apiUrl}/settings/report`, { method: 'PUT', body: JSON.stringify(input) }))
            .json,
});

export type ReportSettingsCalls = ReturnType<typeof createReportSettingsCalls>;
