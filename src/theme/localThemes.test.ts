import { describe, expect, it } from 'vitest';
import { deleteLocalTheme, LOCAL_THEMES_KEY, LocalThemeError, readLocalThemes, saveLocalTheme } from './localThemes';

const memory = () => {
    const data = new Map<string, string>();
    return {
        getItem: (k: string) => data.get(k) ?? null,
        setItem: (k: string, v: string) => void data.set(k, v),
        data,
    };
};
const styles = { light: { primary: '#111111' }, dark: {} };

describe('themes kept in this browser', () => {
    it("are stored under 'themes' for the user local-user", () => {
        const store = memory();
        const saved = saveLocalTheme(store, { name: 'Night shift', styles });
        expect(saved).toMatchObject({ userId: 'local-user', name: 'Night shift', styles });
        expect(JSON.parse(store.data.get(LOCAL_THEMES_KEY)!)).toHaveLength(1);
        const renamed = saveLocalTheme(store, { id: saved.id, name: 'Nights', styles });
        expect(readLocalThemes(store)).toEqual([renamed]);
        deleteLocalTheme(store, saved.id);
        expect(readLocalThemes(store)).toEqual([]);
    });

    it("need a name and styles, else 'Invalid input'", () => {
        const store = memory();
        for (const input of [{ name: '', styles }, { name: 'x' }, { name: 'x', styles: 'red' }, { styles }]) {
            expect(() => saveLocalTheme(store, input)).toThrowError(new LocalThemeError('invalid_input'));
        }
    });

    it("stop at 10: 'Theme limit reached', 'You cannot have more than 10 themes yet'", () => {
        const store = memory();
        for (let i = 0; i < 10; i++) saveLocalTheme(store, { name: `T${i}`, styles });
        let error: LocalThemeError | undefined;
        try {
            saveLocalTheme(store, { name: 'T10', styles });
        } catch (e) {
            error = e as LocalThemeError;
        }
        expect(error).toMatchObject({
            message: 'Theme limit reached',
            detail: 'You cannot have more than 10 themes yet',
        });
        // changing one of the ten is still allowed
        const first = readLocalThemes(store)[0];
        expect(saveLocalTheme(store, { id: first.id, name: 'T0 bis', styles }).name).toBe('T0 bis');
    });
});
