import type { GroupMember, ProductKind } from '../../providers/domainTypes';

/** A member as the form holds it: what the server read back, or what was picked from the search. */
export type MemberDraft = GroupMember;

const key = (member: Pick<GroupMember, 'kind' | 'id'>) => `${member.kind}:${String(member.id)}`;

/** Members go to the server as kind and id, in report order (code and name are for display). */
export const membersPayload = (members: MemberDraft[] | undefined) =>
    (members ?? []).map(({ kind, id }) => ({ kind, id }));

/** The search results a group may still take: not already in it, and not the group itself. */
export const pickableMembers = (
    found: { kind: ProductKind; id: unknown; code?: unknown; name?: unknown }[],
    members: MemberDraft[] | undefined,
    groupId?: unknown
): MemberDraft[] => {
    const taken = new Set((members ?? []).map(key));
    return found
        .filter(item => !(item.kind === 'group' && groupId !== undefined && String(item.id) === String(groupId)))
        .map(item => ({
            kind: item.kind,
            id: String(item.id),
            code: String(item.code ?? ''),
            name: String(item.name ?? ''),
        }))
        .filter(item => !taken.has(key(item)));
};

/** Where a member moved by `by` places (−1 up, +1 down) lands, or null at the ends of the list. */
export const moveTarget = (index: number, by: -1 | 1, length: number): number | null => {
    const to = index + by;
    return index >= 0 && index < length && to >= 0 && to < length ? to : null;
};
