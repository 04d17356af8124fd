import { describe, expect, it } from 'vitest';
import { safeRedirect, signInPathFor } from './safeRedirect';

describe('sign-in redirect', () => {
    it('keeps paths of the app', () => {
        expect(safeRedirect('/masters/unit?filter=%7B%7D')).toBe('/masters/unit?filter=%7B%7D');
    });
    it('refuses other origins and the sign-in page itself', () => {
        for (const value of [
            null,
            '',
            'https://evil.example',
            '//evil.example',
            '/\\evil',
            '/sign-in',
            '/sign-in?redirect=/x',
        ]) {
            expect(safeRedirect(value)).toBe('/');
        }
    });
    it('builds the sign-in address that returns to the current location', () => {
        expect(signInPathFor({ pathname: '/masters/unit', search: '?page=2', hash: '' })).toBe(
            '/sign-in?redirect=%2Fmasters%2Funit%3Fpage%3D2'
        );
        expect(signInPathFor({ pathname: '/', search: '', hash: '' })).toBe('/sign-in');
    });
    it('keeps the redirect when already on the sign-in page', () => {
        expect(signInPathFor({ pathname: '/sign-in', search: '?redirect=%2Fmasters%2Fcontainer', hash: '' })).toBe(
            '/sign-in?redirect=%2Fmasters%2Fcontainer'
        );
    });
});
