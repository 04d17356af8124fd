import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from './fillPlaceholders';
import { insertAt, SAMPLE_PERSON, unknownPlaceholders, validateContent } from './templateForm';

describe('the template editor', () => {
    it('previews a content on the sample person', () => {
        expect(fillPlaceholders('Dear [!fullname] ([!age], [!gender]) [!phone] [!email]', SAMPLE_PERSON)).toBe(
            'Dear Asha Rao (34, Female) +91 9876543210 asha.rao@example.com'
        );
    });

    it('names the tokens that are not placeholders, once each', () => {
        expect(unknownPlaceholders('Dear [!fullname] [!name] [!Name] [!name] [!]')).toEqual([
            '[!name]',
            '[!Name]',
            '[!]',
        ]);
        expect(unknownPlaceholders('Dear [!FULLNAME], [x] [!email]')).toEqual([]);
        expect(validateContent('Hi [!doctor]')).toEqual({
            message: 'app.email.templates.unknown',
            args: { tokens: '[!doctor]', allowed: '[!fullname], [!age], [!gender], [!phone], [!email]' },
        });
        expect(validateContent('Hi [!fullname]')).toBeUndefined();
    });

    it('inserts a placeholder at the cursor, over a selection, or at the end', () => {
        expect(insertAt('Dear ,', 'fullname', 5, 5)).toBe('Dear [!fullname],');
        expect(insertAt('Dear NAME,', 'fullname', 5, 9)).toBe('Dear [!fullname],');
        expect(insertAt('Dear ', 'fullname')).toBe('Dear [!fullname]');
    });
});
