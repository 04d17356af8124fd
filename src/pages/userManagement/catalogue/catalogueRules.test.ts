import { describe, expect, it } from 'vitest';
import { normaliseActions, validateActionName, validateActions, validateResourceKey } from './catalogueRules';

describe('the rules of an organisation-defined catalogue entry', () => {
    it('accepts keys the server accepts and refuses the others', () => {
        expect(validateResourceKey('qc')).toBeUndefined();
        expect(validateResourceKey('qualityControl-2')).toBeUndefined();
        expect(validateResourceKey('QC')).toBe('app.userManagement.catalogue.invalid_key');
        expect(validateResourceKey('2qc')).toBe('app.userManagement.catalogue.invalid_key');
        expect(validateResourceKey('q c')).toBe('app.userManagement.catalogue.invalid_key');
    });

    it('accepts lower-case hyphenated action names only', () => {
        expect(validateActionName('sign-off')).toBeUndefined();
        expect(validateActionName('signOff')).toBe('app.userManagement.catalogue.invalid_action');
    });

    it('needs at least one action and names the bad ones', () => {
        expect(validateActions([])).toBe('app.userManagement.catalogue.actions_required');
        expect(validateActions(['list', 'sign-off'])).toBeUndefined();
        expect(validateActions(['list', 'Sign_Off'])).toEqual({
            message: 'app.userManagement.catalogue.invalid_actions',
            args: { actions: 'Sign_Off' },
        });
    });

    it('normalises typed actions: trimmed, lower case, spaces as hyphens, no repeats', () => {
        expect(normaliseActions([' Sign off ', 'list', 'LIST', ''])).toEqual(['sign-off', 'list']);
    });
});
