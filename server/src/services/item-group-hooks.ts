import { invalidFields, type FieldProblem } from '../errors.ts';
import {
  findAnalytes,
  findGroups,
  groupDescendants,
  membersOf,
  replaceMembers,
  type CatalogueItem,
  type ItemKind,
  type MemberRow,
} from '../repositories/catalogue-repository.ts';
import type { ResourceHooks, WriteContext } from './resource-service.ts';

interface MemberInput {
  kind: ItemKind;
  id?: string;
  code?: string;
}

/** The resolved members, handed from prepare to afterWrite. */
const MEMBERS = Symbol('members');
type Values = Record<string | symbol, unknown>;

/** The analytes and groups the members name, found by id or by code within the organisation. */
async function lookup(members: MemberInput[], ctx: WriteContext) {
  const { trx, actor } = ctx;
  const wanted = (kind: ItemKind, key: 'id' | 'code') =>
    members.filter((m) => m.kind === kind && (key === 'id' ? m.id : !m.id && m.code)).map((m) => m[key]!);
  const [aById, aByCode, gById, gByCode] = await Promise.all([
    findAnalytes(trx, actor.orgId, 'id', wanted('analyte', 'id')),
    findAnalytes(trx, actor.orgId, 'code', wanted('analyte', 'code')),
    findGroups(trx, actor.orgId, 'id', wanted('group', 'id')),
    findGroups(trx, actor.orgId, 'code', wanted('group', 'code')),
  ]);
  return (m: MemberInput): CatalogueItem | undefined => {
    const [byId, byCode] = m.kind === 'analyte' ? [aById, aByCode] : [gById, gByCode];
    return m.id ? byId.find((x) => x.id === m.id) : byCode.find((x) => x.code === m.code);
  };
}

/** Members as rows, or problems naming the row: unknown, repeated, the group itself, or a group that contains this one. */
async function resolveMembers(members: MemberInput[], ctx: WriteContext): Promise<{ rows: MemberRow[]; problems: FieldProblem[] }> {
  const problems: FieldProblem[] = [];
  const problem = (i: number, text: string) => problems.push({ field: `members.${i}`, message: `Members, row ${i + 1}: ${text}` });
  const find = await lookup(members, ctx);
  const selfId = ctx.before?.id;
  const rows: MemberRow[] = [];
  const seen = new Map<string, number>();
  const names = new Map<string, string>();
  members.forEach((m, i) => {
    const what = m.kind === 'analyte' ? 'analyte' : 'item group';
    if (!m.id && !m.code) return problem(i, `choose an ${what}`);
    const item = find(m);
    if (!item) return problem(i, m.id ? `the selected ${what} does not exist` : `no ${what} has the code '${m.code}'`);
    if (item.id === selfId) return problem(i, 'a group cannot contain itself');
    if (seen.has(item.id)) return problem(i, `${item.name} is already row ${seen.get(item.id)! + 1}`);
    seen.set(item.id, i);
    names.set(item.id, item.name);
    rows.push({ kind: m.kind, id: item.id });
  });
  if (selfId) {
    const groups = rows.filter((r) => r.kind === 'group').map((r) => r.id);
    const inside = await groupDescendants(ctx.trx, ctx.actor.orgId, groups);
    for (const [groupId, contained] of inside) {
      if (contained.has(selfId))
        problem(seen.get(groupId)!, `${names.get(groupId)} already contains this group, so it cannot also be one of its members`);
    }
  }
  return { rows, problems };
}

/** Members of panels and packages: resolved and checked on write, stored as rows, read back with codes and names. */
export function itemGroupHooks(): ResourceHooks {
  return {
    async prepare(values, ctx) {
      if (values.members === undefined) return;
      const { rows, problems } = await resolveMembers(values.members as MemberInput[], ctx);
      if (problems.length) throw invalidFields(problems);
      (values as Values)[MEMBERS] = rows;
    },

    async afterWrite(row, values, ctx) {
      const rows = (values as Values)[MEMBERS] as MemberRow[] | undefined;
      if (rows) await replaceMembers(ctx.trx, ctx.actor.orgId, row.id, rows);
    },

    async load(rows, db, orgId) {
      const members = await membersOf(
        db,
        orgId,
        rows.map((r) => r.id),
      );
      for (const r of rows) {
        r.members = members.filter((m) => m.groupId === r.id).map(({ kind, id, code, name }) => ({ kind, id, code, name }));
      }
    },
  };
}
