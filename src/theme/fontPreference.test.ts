import { describe, expect, it } from 'vitest';
import { FONT_STORAGE_KEY, readFontPreference } from './fontPreference';

const storage = (value: string | null) => ({ getItem: (key: string) => (key === FONT_STORAGE_KEY ? value : null) });

describe('font preference (spec §5)', () => {
    it.each(['inter', 'manrope', 'system'])('accepts %s', font => {
        expect(readFontPreference(storage(font))).toBe(font);
    });
    it.each([null, '', 'Inter', 'comic-sans', '"manrope"'])('falls back to inter for %j', value => {
        expect(readFontPreference(storage(value))).toBe('inter');
    });
    it('falls back to inter when storage is unavailable', () => {
        expect(readFontPreference(undefined)).toBe('inter');
        expect(
            readFontPreference({
                getItem: () => {
                    throw new Error('SecurityError');
                },
            })
        ).toBe('inter');
    });
});
