import { MAX_BULK_NODES, type BulkNodesInput } from '../../../contract/administration.ts';
import type { Db } from '../db/database.ts';
import { AppError, badRequest } from '../errors.ts';
import { writeAudit } from '../repositories/audit-repository.ts';
import type { Principal } from '../repositories/auth-repository.ts';
import { existingIds } from '../repositories/org-rows.ts';
import { getNode, insertNode, lockTree, nodeIdsByCode, type NodeRow, type NodeValues } from '../repositories/node-repository.ts';
import type { ValidateFunction } from 'ajv';
import { createAjv } from '../schema/ajv.ts';
import { fieldProblems } from './field-problems.ts';
import { normaliseType, rowsFromCsv, rowsFromNodes, type BulkRow } from './node-csv.ts';
import { NODE_LABELS, NODE_PROPERTIES } from './node-service.ts';

/** One problem of one row: `row` 1-based among the nodes, `line` the CSV line (header = 1) when read from a CSV. */
export interface RowProblem {
  row: number;
  line?: number;
  field: string;
  message: string;
}

const ajv = createAjv();
const validateRow: ValidateFunction<Record<string, unknown>> = ajv.compile({
  type: 'object',
  additionalProperties: false,
  required: ['code', 'name', 'type'],
  properties: { ...NODE_PROPERTIES, parentCode: { type: 'string', minLength: 1, maxLength: 20, title: 'Parent code' } },
});

interface Planned {
  source: BulkRow;
  values: NodeValues;
  code: string;
  parentCode?: string;
}

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : (v ?? null));

/** Reads every row on its own (types, lengths, required values), collecting problems instead of stopping at the first. */
function readRows(rows: BulkRow[], problems: RowProblem[]): Planned[] {
  const at = (r: BulkRow) => ({ row: r.row, ...(r.line ? { line: r.line } : {}) });
  const planned: Planned[] = [];
  for (const r of rows) {
    problems.push(...r.problems.map((p) => ({ ...at(r), ...p })));
    const v: Record<string, unknown> = { ...r.values, ...(r.values.type !== undefined ? { type: normaliseType(r.values.type) } : {}) };
    if (!validateRow(v)) {
      problems.push(...fieldProblems(validateRow.errors, NODE_LABELS).map((p) => ({ ...at(r), ...p })));
      continue;
    }
    if (v.parentId && v.parentCode) problems.push({ ...at(r), field: 'parentCode', message: 'Give the parent by code or by id, not both' });
    const code = String(v.code).trim();
    planned.push({
      source: r,
      code,
      parentCode: typeof v.parentCode === 'string' ? v.parentCode.trim() : undefined,
      values: {
        code,
        name: String(v.name).trim(),
        type: String(v.type),
        parentId: (v.parentId as string | null | undefined) ?? null,
        address: blankToNull(v.address) as string | null,
        phone: blankToNull(v.phone) as string | null,
        isActive: (v.isActive as boolean | undefined) ?? true,
      },
    });
  }
  return planned;
}

/** Codes unique in the list and new to the organisation; parents found among existing nodes or earlier/later rows. */
async function checkCodesAndParents(trx: Db, orgId: string, planned: Planned[], problems: RowProblem[]): Promise<void> {
  const at = (p: Planned) => ({ row: p.source.row, ...(p.source.line ? { line: p.source.line } : {}) });
  const existing = await nodeIdsByCode(trx, orgId, [
    ...planned.map((p) => p.code),
    ...planned.flatMap((p) => (p.parentCode ? [p.parentCode] : [])),
  ]);
  const firstRow = new Map<string, number>();
  for (const p of planned) {
    const key = p.code.toLowerCase();
    if (existing.has(key)) problems.push({ ...at(p), field: 'code', message: `Code '${p.code}' already exists` });
    else if (firstRow.has(key))
      problems.push({ ...at(p), field: 'code', message: `Code '${p.code}' is already used by row ${firstRow.get(key)}` });
    else firstRow.set(key, p.source.row);
  }
  const parentIds = [...new Set(planned.flatMap((p) => (p.values.parentId ? [p.values.parentId] : [])))];
  const foundIds = await existingIds(trx, 'nodes', orgId, parentIds);
  for (const p of planned) {
    if (p.values.parentId && !foundIds.has(p.values.parentId))
      problems.push({ ...at(p), field: 'parentId', message: 'The parent node does not exist' });
    if (!p.parentCode) continue;
    const key = p.parentCode.toLowerCase();
    if (key === p.code.toLowerCase()) problems.push({ ...at(p), field: 'parentCode', message: 'A node cannot be its own parent' });
    else if (!existing.has(key) && !firstRow.has(key)) {
      problems.push({
        ...at(p),
        field: 'parentCode',
        message: `Parent '${p.parentCode}' is neither an existing node nor a row of this list`,
      });
    } else if (existing.has(key)) p.values.parentId = existing.get(key)!;
  }
}

/** Rows in an order where every parent comes before its children; rows that name each other in a loop are problems. */
function insertionOrder(planned: Planned[], problems: RowProblem[]): Planned[] {
  const byCode = new Map(planned.map((p) => [p.code.toLowerCase(), p]));
  const order: Planned[] = [];
  const state = new Map<Planned, 'visiting' | 'done'>();
  const visit = (p: Planned, trail: Planned[]): void => {
    if (state.get(p) === 'done') return;
    if (state.get(p) === 'visiting') {
      const loop = trail.slice(trail.indexOf(p));
      for (const q of loop) {
        problems.push({
          row: q.source.row,
          ...(q.source.line ? { line: q.source.line } : {}),
          field: 'parentCode',
          message: `Rows ${loop.map((x) => x.source.row).join(', ')} name each other as parents`,
        });
        state.set(q, 'done');
      }
      return;
    }
    state.set(p, 'visiting');
    const parent = p.parentCode && !p.values.parentId ? byCode.get(p.parentCode.toLowerCase()) : undefined;
    if (parent) visit(parent, [...trail, p]);
    if (state.get(p) === 'visiting') order.push(p);
    state.set(p, 'done');
  };
  for (const p of planned) visit(p, []);
  return order;
}

function refuse(problems: RowProblem[]): never {
  const sortedProblems = [...problems].sort((a, b) => a.row - b.row);
  const rows = new Set(sortedProblems.map((p) => p.row)).size;
  const message = `${rows} row${rows === 1 ? ' has' : 's have'} problems; nothing was saved`;
  throw new AppError(400, message, sortedProblems, 'Please correct the rows and send the list again');
}

/** Creates every node of a list or CSV in one transaction, or none: a bad row answers 400 with every row's problems. */
export async function bulkCreateNodes(db: Db, who: Principal, input: BulkNodesInput): Promise<{ count: number; nodes: NodeRow[] }> {
  const orgId = who.organization.id;
  if ((input.nodes === undefined) === (input.csv === undefined)) {
    throw badRequest('Send either nodes (a list) or csv (the text of a CSV file)', [
      { field: 'nodes', message: 'Send either nodes or csv' },
    ]);
  }
  const rows = input.csv !== undefined ? rowsFromCsv(input.csv) : rowsFromNodes(input.nodes!);
  if (rows.length === 0) throw badRequest('The list has no nodes', [{ field: 'nodes', message: 'Add at least one node' }]);
  if (rows.length > MAX_BULK_NODES)
    throw badRequest(`At most ${MAX_BULK_NODES} nodes at once`, [{ field: 'nodes', message: `At most ${MAX_BULK_NODES} nodes at once` }]);
  return db.transaction().execute(async (trx) => {
    await lockTree(trx, orgId);
    const problems: RowProblem[] = [];
    const planned = readRows(rows, problems);
    await checkCodesAndParents(trx, orgId, planned, problems);
    const order = insertionOrder(planned, problems);
    if (problems.length) refuse(problems);
    const ids = new Map<string, string>();
    const nodes: NodeRow[] = [];
    for (const p of order) {
      const parentId = p.values.parentId ?? (p.parentCode ? ids.get(p.parentCode.toLowerCase())! : null);
      const id = await insertNode(trx, orgId, who.user.id, { ...p.values, parentId });
      ids.set(p.code.toLowerCase(), id);
      const record = (await getNode(trx, orgId, id))!;
      await writeAudit(trx, {
        orgId,
        userId: who.user.id,
        resource: 'cluster',
        recordId: id,
        action: 'create',
        before: null,
        after: { ...record, bulk: true },
      });
      nodes.push(record);
    }
    return { count: nodes.length, nodes: rowOrder(nodes, planned) };
  });
}

/** The created nodes in the order of the rows sent. */
function rowOrder(nodes: NodeRow[], planned: Planned[]): NodeRow[] {
  const position = new Map(planned.map((p, i) => [p.code.toLowerCase(), i]));
  return [...nodes].sort((a, b) => position.get(a.code.toLowerCase())! - position.get(b.code.toLowerCase())!);
}
