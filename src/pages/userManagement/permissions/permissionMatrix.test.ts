import { describe, expect, it } from 'vitest';
import type { PermissionResource } from '../../../providers/adminCalls';
import { columnPermissions, diffPermissions, groupByCategory, rowPermissions, toggleAll } from './permissionMatrix';

const resource = (name: string, category: string, actions: string[]): PermissionResource => ({
    id: name,
    resource: name,
    label: name.toUpperCase(),
    category,
    categoryId: category.toLowerCase(),
    actions,
    builtIn: true,
    version: 1,
});

const resources = [
    resource('sample', 'Laboratory', ['list', 'collect', 'show']),
    resource('result', 'Laboratory', ['list', 'verify-results']),
    resource('patient', 'Front desk', ['list', 'create']),
];

describe('permission matrix', () => {
    it('groups resources by category with the standard actions first', () => {
        const [frontDesk, laboratory] = groupByCategory(resources);
        expect(frontDesk.name).toBe('Front desk');
        expect(laboratory.actions).toEqual(['list', 'show', 'collect', 'verify-results']);
        expect(laboratory.resources.map(r => r.resource)).toEqual(['result', 'sample']);
    });

    it('toggles a row on, then off', () => {
        const row = rowPermissions(resources[0]);
        const on = toggleAll(new Set(['sample.list']), row);
        expect([...on].sort()).toEqual(['sample.collect', 'sample.list', 'sample.show']);
        expect([...toggleAll(on, row)]).toEqual([]);
    });

    it('takes a column only from the resources that have the action', () => {
        const laboratory = groupByCategory(resources)[1];
        expect(columnPermissions(laboratory, 'collect')).toEqual(['sample.collect']);
        expect(columnPermissions(laboratory, 'list')).toEqual(['result.list', 'sample.list']);
    });

    it('diffs what is added and removed', () => {
        expect(diffPermissions(['a.list', 'b.list'], ['b.list', 'c.edit'])).toEqual({
            added: ['c.edit'],
            removed: ['a.list'],
        });
    });
});
