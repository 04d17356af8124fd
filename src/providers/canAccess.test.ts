import { describe, expect, it } from 'vitest';
import { canAccess, canAccessOrDefer } from './canAccess';

const clerk = { isAdmin: false, permissions: ['unit.list', 'unit.show', 'specimen.*'] };

describe('canAccess', () => {
    it('lets administrators do everything', () => {
        expect(canAccess({ isAdmin: true, permissions: [] }, { resource: 'unit', action: 'delete' })).toBe(true);
    });
    it('checks <resource>.<action> permissions', () => {
        expect(canAccess(clerk, { resource: 'unit', action: 'list' })).toBe(true);
        expect(canAccess(clerk, { resource: 'unit', action: 'delete' })).toBe(false);
        expect(canAccess(clerk, { resource: 'specimen', action: 'delete' })).toBe(true);
        expect(canAccess(clerk, { resource: 'unit.name', action: 'show' })).toBe(true);
    });
    it('maps a resource to its permission resource', () => {
        expect(canAccess(clerk, { resource: 'units', action: 'list' }, () => 'unit')).toBe(true);
    });
    it('refuses when signed out or without a resource', () => {
        expect(canAccess(null, { resource: 'unit', action: 'list' })).toBe(false);
        expect(canAccess(clerk, { action: 'list' })).toBe(false);
    });
    it('defers to the server when permissions cannot be read', async () => {
        const failing = () => Promise.reject(Object.assign(new Error('x'), { status: 401 }));
        expect(await canAccessOrDefer(failing, { resource: 'unit', action: 'delete' })).toBe(true);
        expect(await canAccessOrDefer(async () => clerk, { resource: 'unit', action: 'delete' })).toBe(false);
    });
});
