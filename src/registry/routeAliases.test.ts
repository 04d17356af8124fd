import { describe, expect, it } from 'vitest';
import { rewritePath } from './routeAliases';

const aliases = [
    { name: 'unit', route: '/masters/unit' },
    { name: 'patient', route: '/patient' },
];

describe('react-admin links to configured routes', () => {
    it('rewrites list, create, edit and show paths', () => {
        expect(rewritePath('/unit', aliases)).toBe('/masters/unit');
        expect(rewritePath('/unit/create', aliases)).toBe('/masters/unit/create');
        expect(rewritePath('/unit/9f1c', aliases)).toBe('/masters/unit/9f1c');
        expect(rewritePath('/unit/9f1c/show', aliases)).toBe('/masters/unit/9f1c/show');
        expect(rewritePath('/unit?filter=%7B%7D', aliases)).toBe('/masters/unit?filter=%7B%7D');
    });
    it('leaves other paths alone', () => {
        expect(rewritePath('/units', aliases)).toBe('/units');
        expect(rewritePath('/masters/unit', aliases)).toBe('/masters/unit');
        expect(rewritePath('/patient/1', aliases)).toBe('/patient/1');
        expect(rewritePath('/', aliases)).toBe('/');
    });
});
