import { useSyncExternalStore } from 'react';
import type { LabDataProvider } from '../providers/types';

/**
 * Public settings of the server (GET /api/auth/config), read once at start:
 * - supportEmail for the crash screen (else VITE_SUPPORT_EMAIL), so the crash screen needs no
 *   call when things break;
 * - appDomain, the bare host when the app runs under a domain (`demo.<appDomain>` names `demo`).
 */
export interface AppConfigState {
    loaded: boolean;
    supportEmail: string;
    appDomain?: string;
}

let state: AppConfigState = { loaded: false, supportEmail: import.meta.env.VITE_SUPPORT_EMAIL ?? '' };
const listeners = new Set<() => void>();
const update = (next: Partial<AppConfigState>) => {
    state = { ...state, ...next };
    listeners.forEach(listener => listener());
};

export const loadAppConfig = async (dataProvider: Pick<LabDataProvider, 'authConfig'>) => {
    try {
        const config = await dataProvider.authConfig();
        update({
            loaded: true,
            supportEmail: config?.supportEmail || state.supportEmail,
            appDomain: config?.appDomain?.toLowerCase() || undefined,
        });
    } catch {
        // The build-time settings stay; nothing here may stop the app from starting.
        update({ loaded: true });
    }
};

const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
        listeners.delete(listener);
    };
};
const snapshot = () => state;

export const useAppConfig = () => useSyncExternalStore(subscribe, snapshot, snapshot);
