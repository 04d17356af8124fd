import type { HttpClient } from './httpClient';

import type { ReportSettings, ReportSettingsInput } from '../../contract/reports';

export type { ReportHeader, ReportSettings, ReportSettingsInput } from '../../contract/reports';

/** The organisation's report settings: read with report.show, changed with report.settings. */
export const createReportSettingsCalls = (httpClient: HttpClient, apiUrl: string) => ({
    reportSettings: async (): Promise<ReportSettings> =>
        (await httpClient<ReportSettings>(`${apiUrl}/settings/report`)).json,
    saveReportSettings: async (input: ReportSettingsInput): Promise<ReportSettings> =>
        (await httpClient<ReportSettings>(`${apiUrl}/settings/report`, { method: 'PUT', body: JSON.stringify(input) }))
            .json,
});

export type ReportSettingsCalls = ReturnType<typeof createReportSettingsCalls>;
