import { describe, expect, it } from 'vitest';
import { membersPayload, moveTarget, pickableMembers } from './groupMembers';

describe('members of a panel or package', () => {
    it('go to the server as kind and id, in order', () => {
        expect(
            membersPayload([
                { kind: 'analyte', id: 'a1', code: 'HB', name: 'Haemoglobin' },
                { kind: 'group', id: 'g1', code: 'CBC', name: 'Complete blood count' },
            ])
        ).toEqual([
            { kind: 'analyte', id: 'a1' },
            { kind: 'group', id: 'g1' },
        ]);
        expect(membersPayload(undefined)).toEqual([]);
    });
    it('can be picked only once, and a group never holds itself', () => {
        const found = [
            { kind: 'analyte' as const, id: 'a1', code: 'HB', name: 'Haemoglobin' },
            { kind: 'analyte' as const, id: 'a2', code: 'PCV', name: 'Packed cell volume' },
            { kind: 'group' as const, id: 'g1', code: 'CBC', name: 'Complete blood count' },
            { kind: 'group' as const, id: 'self', code: 'NEW', name: 'This group' },
        ];
        expect(pickableMembers(found, [{ kind: 'analyte', id: 'a1' }], 'self').map(m => m.code)).toEqual([
            'PCV',
            'CBC',
        ]);
        expect(pickableMembers(found, undefined).map(m => m.code)).toEqual(['HB', 'PCV', 'CBC', 'NEW']);
    });
    it('move up and down, and stay put at the ends', () => {
        expect(moveTarget(1, -1, 3)).toBe(0);
        expect(moveTarget(1, 1, 3)).toBe(2);
        expect(moveTarget(0, -1, 2)).toBeNull();
        expect(moveTarget(1, 1, 2)).toBeNull();
    });
});
