import { NODE_FIELDS } from '../../../contract/administration.ts';
import { NODE_FIELD_LABELS, NODE_TYPES as CONTRACT_NODE_TYPES } from '../../../contract/nodeCsv.ts';
import type { Db } from '../db/database.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { writeAudit } from '../repositories/audit-repository.ts';
import type { Principal } from '../repositories/auth-repository.ts';
import { existingIds } from '../repositories/org-rows.ts';
import {
  deleteNode,
  getNode,
  insertNode,
  listNodes,
  lockTree,
  nodeUsage,
  pathToRoot,
  updateNode,
  type NodeRow,
  type NodeValues,
} from '../repositories/node-repository.ts';
import type { ListQuery } from '../schema/list-query.ts';
import { assertId, optionalText, pgCode, pgConstraint, requiredName, stale } from './admin-rules.ts';

/** A node's kinds, fields and their labels: declared once in contract/ (the SPA's forms use the same). */
export const NODE_TYPES: string[] = [...CONTRACT_NODE_TYPES];
export const NODE_PROPERTIES = NODE_FIELDS;
export const NODE_LABELS = NODE_FIELD_LABELS;

export type NodeInput = Partial<Omit<NodeValues, 'type'>> & { type?: string; version?: number };

const actor = (who: Principal) => ({ orgId: who.organization.id, userId: who.user.id });
const CYCLE = 'A node cannot be placed under itself or one of its own sub-nodes';

/** The laboratory's sites as a tree: main lab, branches, collection centres. */
export class NodeService {
  constructor(private readonly db: Db) {}

  list(orgId: string, query: ListQuery) {
    return listNodes(this.db, orgId, query);
  }

  async get(orgId: string, id: string, db: Db = this.db, lock = false): Promise<NodeRow> {
    assertId(id, 'Node');
    const row = await getNode(db, orgId, id, lock);
    if (!row) throw notFound('Node not found');
    return row;
  }

  /** Code taken → the 409 a person can act on, whether found by the check or by the unique index. */
  private async coded<T>(code: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (e) {
      if (pgCode(e) === '23505' && pgConstraint(e) === 'nodes_org_code_key') throw conflict(`Node code '${code}' already exists`);
      throw e;
    }
  }

  /** The parent exists in this organisation and, for a move, is not the node itself or below it. */
  private async checkParent(trx: Db, orgId: string, parentId: string | null, self?: string): Promise<void> {
    if (!parentId) return;
    const found = await existingIds(trx, 'nodes', orgId, [parentId]);
    if (!found.size) throw badRequest('The parent node does not exist', [{ field: 'parentId', message: 'The parent node does not exist' }]);
    if (self && (await pathToRoot(trx, orgId, parentId)).includes(self)) throw badRequest(CYCLE, [{ field: 'parentId', message: CYCLE }]);
  }

  private values(body: NodeInput, base?: NodeRow): NodeValues {
    return {
      code: body.code === undefined ? base!.code : requiredName(body.code, 'code', 'Code'),
      name: body.name === undefined ? base!.name : requiredName(body.name, 'name', 'Name'),
      type: body.type ?? base!.type,
      parentId: body.parentId === undefined ? (base?.parentId ?? null) : body.parentId,
      address: body.address === undefined ? (base?.address ?? null) : (optionalText(body.address) ?? null),
      phone: body.phone === undefined ? (base?.phone ?? null) : (optionalText(body.phone) ?? null),
      isActive: body.isActive ?? base?.isActive ?? true,
    };
  }

  async create(who: Principal, body: NodeInput): Promise<NodeRow> {
    const orgId = who.organization.id;
    const values = this.values(body);
    return this.coded(values.code, () =>
      this.db.transaction().execute(async (trx) => {
        await lockTree(trx, orgId);
        await this.checkParent(trx, orgId, values.parentId);
        const id = await insertNode(trx, orgId, who.user.id, values);
        const record = await this.get(orgId, id, trx);
        await writeAudit(trx, { ...actor(who), resource: 'cluster', recordId: id, action: 'create', before: null, after: record });
        return record;
      }),
    );
  }

  async update(who: Principal, id: string, body: NodeInput): Promise<NodeRow> {
    const orgId = who.organization.id;
    assertId(id, 'Node');
    return this.db.transaction().execute(async (trx) => {
      await lockTree(trx, orgId);
      const before = await this.get(orgId, id, trx, true);
      if (body.version !== before.version) throw stale('node', before.version);
      const values = this.values(body, before);
      if (values.parentId !== before.parentId) await this.checkParent(trx, orgId, values.parentId, id);
      const saved = await this.coded(values.code, () => updateNode(trx, orgId, who.user.id, id, before.version, values));
      if (!saved) throw stale('node', before.version);
      const after = await this.get(orgId, id, trx);
      await writeAudit(trx, { ...actor(who), resource: 'cluster', recordId: id, action: 'update', before, after });
      return after;
    });
  }

  async remove(who: Principal, id: string): Promise<NodeRow> {
    const orgId = who.organization.id;
    return this.db.transaction().execute(async (trx) => {
      await lockTree(trx, orgId);
      const before = await this.get(orgId, id, trx, true);
      const usage = await nodeUsage(trx, orgId, id);
      if (usage.children)
        throw conflict(`Node '${before.name}' has ${usage.children} sub-node${usage.children === 1 ? '' : 's'}; move or delete them first`);
      if (usage.employees) {
        throw conflict(
          `Node '${before.name}' is where ${usage.employees} employee${usage.employees === 1 ? ' works' : 's work'}; change their nodes first, or deactivate the node`,
        );
      }
      try {
        await deleteNode(trx, orgId, id);
      } catch (e) {
        // Records of later modules (visits, samples) point at nodes with restricting foreign keys.
        if (pgCode(e) === '23503') throw conflict(`Node '${before.name}' is still in use; deactivate it instead`);
        throw e;
      }
      await writeAudit(trx, { ...actor(who), resource: 'cluster', recordId: id, action: 'delete', before, after: null });
      return before;
    });
  }
}
