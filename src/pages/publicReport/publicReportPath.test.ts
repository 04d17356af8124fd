import { describe, expect, it } from 'vitest';
import { publicReportHash } from './publicReportPath';

const hash = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';

describe('publicReportHash', () => {
    it('reads a 43-character url-safe token after /visit/', () => {
        expect(hash).toHaveLength(43);
        expect(publicReportHash(`/visit/${hash}`)).toBe(hash);
        expect(publicReportHash(`/visit/${hash}/`)).toBe(hash);
    });

    it('leaves visit ids, the new-visit bill and other paths to the signed-in app', () => {
        expect(publicReportHash('/visit/3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e')).toBeNull();
        expect(publicReportHash('/visit/new')).toBeNull();
        expect(publicReportHash('/visit')).toBeNull();
        expect(publicReportHash(`/visit/${hash}x`)).toBeNull();
        expect(publicReportHash(`/patient/${hash}`)).toBeNull();
        expect(publicReportHash(`/visit/${hash.slice(0, 42)}+`)).toBeNull();
    });
});
