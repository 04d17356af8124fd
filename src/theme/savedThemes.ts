import { useSyncExternalStore } from 'react';
import { HttpError } from 'react-admin';
import type { CurrentTheme, OrganisationDefault, SavedTheme, ThemeList } from '../../contract/theme';
import type { ThemeCalls } from '../providers/themeCalls';
import { editorStore } from './editorStore';
import { editorActions } from './editorActions';
import {
    deleteLocalTheme,
    type LocalTheme,
    type LocalThemeError,
    readLocalThemes,
    saveLocalTheme,
} from './localThemes';
import { onThemeServiceReset, refOf } from './themeSync';

/** Keys of app.theme.messages: the store messages of spec §8. */
export type ThemeMessage =
    | 'fetch_themes_failed'
    | 'fetch_theme_failed'
    | 'create_failed'
    | 'update_failed'
    | 'delete_failed'
    | 'created'
    | 'updated'
    | 'deleted'
    | 'invalid_input'
    | 'limit_reached';

export interface SavedThemesState {
    items: SavedTheme[];
    page: number;
    perPage: number;
    total: number;
    current: CurrentTheme | null;
    organisationDefault: OrganisationDefault | null;
    local: LocalTheme[];
    loading: boolean;
    error: { key: ThemeMessage; detail?: string } | null;
    success: ThemeMessage | null;
}

/** Spec §9: success messages clear after 3 s. */
export const SUCCESS_CLEAR_MS = 3000;
const NO_RESPONSE = 0;

const storage = () => window.localStorage;
const empty = (): SavedThemesState => ({
    items: [],
    page: 1,
    perPage: 10,
    total: 0,
    current: null,
    organisationDefault: null,
    local: typeof window === 'undefined' ? [] : readLocalThemes(storage()),
    loading: false,
    error: null,
    success: null,
});

let state = empty();
let successTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const set = (patch: Partial<SavedThemesState>) => {
    state = { ...state, ...patch };
    listeners.forEach(l => l());
};
const subscribe = (l: () => void) => {
    listeners.add(l);
    return () => listeners.delete(l);
};
onThemeServiceReset(() => {
    clearTimeout(successTimer);
    state = empty();
    listeners.forEach(l => l());
});

const succeed = (key: ThemeMessage) => {
    clearTimeout(successTimer);
    set({ success: key, error: null });
    successTimer = setTimeout(() => set({ success: null }), SUCCESS_CLEAR_MS);
};
const fail = (key: ThemeMessage, error: unknown) => {
    console.error(key, error);
    set({ error: { key, detail: error instanceof HttpError ? error.message : undefined }, loading: false });
};
const listed = (list: ThemeList) =>
    set({
        items: list.items,
        page: list.page,
        perPage: list.perPage,
        total: list.total,
        current: list.data,
        organisationDefault: list.organisationDefault,
        loading: false,
    });
const offline = (error: unknown) =>
    (error instanceof HttpError && error.status === NO_RESPONSE) ||
    (typeof navigator !== 'undefined' && !navigator.onLine);

export const useSavedThemes = () => useSyncExternalStore(subscribe, () => state);

/** The theme store of spec §8 on the member's calls; themes go to this browser while offline. */
export const savedThemes = (calls: ThemeCalls, userId: string) => {
    const fetchThemes = async (page = state.page) => {
        set({ loading: true });
        try {
            listed(await calls.themeList(page, state.perPage));
        } catch (error) {
            fail('fetch_themes_failed', error);
        }
    };
    const payload = (name: string) => {
        const { styles, currentMode, hslAdjustments } = editorStore.get().themeState;
        return { name, styles, currentMode, hslAdjustments };
    };
    const saveLocally = (id: string | undefined, name: string) => {
        try {
            const saved = saveLocalTheme(storage(), { id, name, styles: editorStore.get().themeState.styles });
            editorActions.saved(`local:${saved.id}:${saved.updatedAt}`, userId);
            set({ local: readLocalThemes(storage()) });
            succeed(id ? 'updated' : 'created');
            return true;
        } catch (error) {
            const local = error as LocalThemeError;
            set({ error: { key: local.code ?? 'invalid_input', detail: local.detail } });
            return false;
        }
    };
    return {
        fetchThemes,
        fetchTheme: async (id: string) => {
            try {
                return await calls.themeGet(id);
            } catch (error) {
                fail('fetch_theme_failed', error);
                return null;
            }
        },
        /** with an id the theme is updated, otherwise created (spec §4); it becomes the one the member wears */
        save: async (id: string | undefined, name: string): Promise<boolean> => {
            if (id?.startsWith('local-') || (typeof navigator !== 'undefined' && !navigator.onLine))
                return saveLocally(id, name);
            try {
                const saved = id ? await calls.themeUpdate(id, payload(name)) : await calls.themeCreate(payload(name));
                editorActions.saved(refOf({ ...saved, source: 'own' }), userId);
                succeed(id ? 'updated' : 'created');
                await fetchThemes(1);
                return true;
            } catch (error) {
                if (offline(error)) return saveLocally(undefined, name);
                fail(id ? 'update_failed' : 'create_failed', error);
                return false;
            }
        },
        remove: async (id: string) => {
            if (id.startsWith('local-')) {
                deleteLocalTheme(storage(), id);
                set({ local: readLocalThemes(storage()) });
                return succeed('deleted');
            }
            try {
                await calls.themeDelete(id);
                succeed('deleted');
                await fetchThemes();
            } catch (error) {
                fail('delete_failed', error);
            }
        },
        /** wear one of one's themes, or (null) the organisation's default; answers the new list */
        wear: async (themeId: string | null): Promise<ThemeList | null> => {
            try {
                const list = await calls.themeWear(themeId);
                listed(list);
                return list;
            } catch (error) {
                fail('update_failed', error);
                return null;
            }
        },
        setOrganisationDefault: async (themeId: string | null) => {
            try {
                listed(await calls.themeSetOrganisationDefault(themeId));
                return true;
            } catch (error) {
                fail('update_failed', error);
                return false;
            }
        },
        clearError: () => set({ error: null }),
    };
};

export type SavedThemesService = ReturnType<typeof savedThemes>;
