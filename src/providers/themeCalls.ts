import type { SavedTheme, ThemeList, ThemePayload } from '../../contract/theme';
import type { HttpClient } from './httpClient';

/** Saved themes, /api/theme (docs/api-contract.md, "Themes"): the member's own, within their organisation. */
export const createThemeCalls = (httpClient: HttpClient, apiUrl: string) => {
    const send = async <T>(url: string, method: string, body?: unknown) =>
        (
            await httpClient<T>(`${apiUrl}${url}`, {
                method,
                ...(body === undefined ? {} : { body: JSON.stringify(body) }),
            })
        ).json;
    return {
        /** a page (from 1) of the member's themes and, in `data`, the theme they wear */
        themeList: (page = 1, perPage = 10) => send<ThemeList>(`/theme?page=${page}&perPage=${perPage}`, 'GET'),
        themeGet: (id: string) => send<SavedTheme>(`/theme/${encodeURIComponent(id)}`, 'GET'),
        themeCreate: (payload: ThemePayload) => send<SavedTheme>('/theme', 'POST', payload),
        themeUpdate: (id: string, payload: ThemePayload) =>
            send<SavedTheme>(`/theme/${encodeURIComponent(id)}`, 'PUT', payload),
        themeDelete: (id: string) => send<SavedTheme>(`/theme/${encodeURIComponent(id)}`, 'DELETE'),
        /** wear one of one's themes, or (null) the organisation's default */
        themeWear: (themeId: string | null) => send<ThemeList>('/theme/current', 'PUT', { themeId }),
        themeSetOrganisationDefault: (themeId: string | null) =>
            send<ThemeList>('/theme/organisation-default', 'PUT', { themeId }),
    };
};

export type ThemeCalls = ReturnType<typeof createThemeCalls>;
