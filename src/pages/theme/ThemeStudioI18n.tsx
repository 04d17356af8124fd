import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactNode } from 'react';
import { I18nContext } from 'react-admin';
import { en } from '../../i18n/en';
import { themeStudioMessages } from './enThemeStudio';

const messages = { ...en, app: { ...en.app, theme: { ...en.app.theme, ...themeStudioMessages } } };
const studioI18n = polyglotI18nProvider(() => messages, 'en', [{ locale: 'en', name: 'English' }], {
    allowMissing: true,
});

/** The app's catalogue with the studio's texts laid over it, for everything the studio renders. */
export const ThemeStudioI18n = ({ children }: { children: ReactNode }) => (
    <I18nContext.Provider value={studioI18n}>{children}</I18nContext.Provider>
);
