import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactNode } from 'react';
import { I18nContext } from 'react-admin';
import { en } from '../../i18n/en';
import { statsPageMessages } from './enStatsPages';

const first = en.app.stats;
const stats = {
    ...first,
    ...statsPageMessages,
    visit: { ...first.visit, ...statsPageMessages.visit },
    patient: { ...first.patient, ...statsPageMessages.patient },
};
const statsI18n = polyglotI18nProvider(
    () => ({ ...en, app: { ...en.app, stats } }),
    'en',
    [{ locale: 'en', name: 'English' }],
    {
        allowMissing: true,
    }
);

/** The app's catalogue with the dashboards' texts laid over it, for everything /stats renders. */
export const StatsI18n = ({ children }: { children: ReactNode }) => (
    <I18nContext.Provider value={statsI18n}>{children}</I18nContext.Provider>
);
