import { inTransaction, type Db } from '../db/database.ts';
import { AppError, badRequest, conflict, invalidFields, notFound } from '../errors.ts';
import { writeAudit } from '../repositories/audit-repository.ts';
import { countReferences, ResourceRepository, type Row } from '../repositories/resource-repository.ts';
import type { ListQuery } from '../schema/list-query.ts';
import type { CompiledResource, ResourceRegistry } from '../schema/registry.ts';
import { fieldProblems } from './field-problems.ts';

export interface Actor {
  orgId: string;
  userId: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const READ_ONLY_KEYS = ['id', 'version', 'createdAt', 'updatedAt'];

export interface WriteContext {
  trx: Db;
  actor: Actor;
  mode: 'create' | 'update';
  /** the record before an update */
  before?: Row;
}

/** Behaviour a resource adds to the generated routes (a patient's code, an analyte's range rules…). */
export interface ResourceHooks {
  /** after validation, inside the transaction: computed values and rules across fields (throw AppError to refuse) */
  prepare?(values: Record<string, unknown>, ctx: WriteContext): Promise<void>;
  /** after the row is written, inside the same transaction: child rows */
  afterWrite?(row: Row, values: Record<string, unknown>, ctx: WriteContext): Promise<void>;
  /** the virtual fields of a page of rows, read with one query per kind of child row (never one per row) */
  load?(rows: Row[], db: Db, orgId: string): Promise<void>;
  /** the record as the API answers it */
  present?(row: Row): Row;
  /** inside the delete's transaction, before the reference check: refuse (throw AppError) what must not go */
  beforeDelete?(row: Row, ctx: { trx: Db; actor: Actor }): Promise<void>;
}

interface PgError {
  code?: string;
  constraint?: string;
}

/** Create, read, update and delete of schema-driven records: validation, transaction, audit, readable conflicts. */
export class ResourceService {
  private readonly repos = new Map<string, ResourceRepository>();
  private readonly hooks = new Map<string, ResourceHooks>();

  constructor(
    private readonly db: Db,
    readonly registry: ResourceRegistry,
  ) {
    for (const r of registry.all()) this.repos.set(r.def.name, new ResourceRepository(r.def));
  }

  repo(name: string): ResourceRepository {
    return this.repos.get(name)!;
  }

  /** Domain modules attach their behaviour to a resource once, at start. */
  setHooks(name: string, hooks: ResourceHooks): void {
    if (!this.repos.has(name)) throw new Error(`Hooks for unknown resource '${name}'`);
    this.hooks.set(name, hooks);
  }

  /** Rows as the API answers them: virtual fields loaded, then shaped by the resource's hooks. */
  async records(resource: CompiledResource, orgId: string, rows: Row[], db: Db = this.db): Promise<Row[]> {
    const hooks = this.hooks.get(resource.def.name);
    if (rows.length) await hooks?.load?.(rows, db, orgId);
    return rows.map((r) => hooks?.present?.(r) ?? r);
  }

  private async record(resource: CompiledResource, orgId: string, row: Row, db: Db): Promise<Row> {
    return (await this.records(resource, orgId, [row], db))[0];
  }

  async list(resource: CompiledResource, orgId: string, query: ListQuery) {
    const { rows, total } = await this.repo(resource.def.name).list(this.db, orgId, query);
    return { rows: await this.records(resource, orgId, rows), total };
  }

  async get(resource: CompiledResource, orgId: string, id: string, db: Db = this.db): Promise<Row> {
    const row = UUID.test(id) ? await this.repo(resource.def.name).get(db, orgId, id) : undefined;
    if (!row) throw notFound(`${resource.def.labelSingular} not found`);
    return this.record(resource, orgId, row, db);
  }

  async create(resource: CompiledResource, actor: Actor, body: unknown, db: Db = this.db): Promise<Row> {
    const values = this.validate(resource, 'create', body);
    for (const f of resource.def.fields) {
      if (values[f.name] === undefined && f.default !== undefined) values[f.name] = structuredClone(f.default);
    }
    const hooks = this.hooks.get(resource.def.name);
    return this.mapDbErrors(resource, values, () =>
      inTransaction(db, async (trx) => {
        const ctx: WriteContext = { trx, actor, mode: 'create' };
        await hooks?.prepare?.(values, ctx);
        const row = await this.repo(resource.def.name).insert(trx, actor.orgId, actor.userId, values);
        await hooks?.afterWrite?.(row, values, ctx);
        // The audit keeps the record as the API answered it, child rows included.
        const record = await this.record(resource, actor.orgId, row, trx);
        await writeAudit(trx, { ...actor, resource: resource.def.name, recordId: row.id, action: 'create', before: null, after: record });
        return record;
      }),
    );
  }

  async update(resource: CompiledResource, actor: Actor, id: string, body: unknown): Promise<Row> {
    const values = this.validate(resource, 'update', body);
    if (values.id !== undefined && values.id !== id)
      throw badRequest('The id in the body does not match the address', [{ field: 'id', message: 'Does not match the address' }]);
    const version = values.version as number;
    for (const key of [...READ_ONLY_KEYS, ...resource.def.fields.filter((f) => f.readOnly).map((f) => f.name)]) delete values[key];
    if (!UUID.test(id)) throw notFound(`${resource.def.labelSingular} not found`);
    const repo = this.repo(resource.def.name);
    const hooks = this.hooks.get(resource.def.name);
    return this.mapDbErrors(resource, values, () =>
      this.db.transaction().execute(async (trx) => {
        const stored = await repo.get(trx, actor.orgId, id);
        if (!stored) throw notFound(`${resource.def.labelSingular} not found`);
        const before = await this.record(resource, actor.orgId, { ...stored }, trx);
        const ctx: WriteContext = { trx, actor, mode: 'update', before: stored };
        await hooks?.prepare?.(values, ctx);
        const row = await repo.update(trx, actor.orgId, actor.userId, id, version, values);
        if (!row) {
          throw conflict(
            `This ${resource.def.labelSingular.toLowerCase()} was changed by someone else (version ${stored.version}); reload it and apply your change again`,
          );
        }
        await hooks?.afterWrite?.(row, values, ctx);
        const record = await this.record(resource, actor.orgId, row, trx);
        await writeAudit(trx, { ...actor, resource: resource.def.name, recordId: id, action: 'update', before, after: record });
        return record;
      }),
    );
  }

  async delete(resource: CompiledResource, actor: Actor, id: string): Promise<Row> {
    return this.db.transaction().execute(async (trx) => {
      const row = await this.get(resource, actor.orgId, id, trx);
      await this.hooks.get(resource.def.name)?.beforeDelete?.(row, { trx, actor });
      const used = await countReferences(trx, actor.orgId, id, this.registry.referencesTo(resource.def.name));
      if (used.length) {
        const uses = used.map((u) => `${u.count} ${u.count === 1 ? u.singular : u.plural}`).join(' and ');
        throw conflict(`${resource.def.labelSingular} '${String(row[resource.def.recordRepresentation])}' is used by ${uses}`);
      }
      try {
        await this.repo(resource.def.name).delete(trx, actor.orgId, id);
      } catch (e) {
        if ((e as PgError).code === '23503')
          throw conflict(`${resource.def.labelSingular} '${String(row[resource.def.recordRepresentation])}' is still in use`);
        throw e;
      }
      await writeAudit(trx, { ...actor, resource: resource.def.name, recordId: id, action: 'delete', before: row, after: null });
      return row;
    });
  }

  private validate(resource: CompiledResource, mode: 'create' | 'update', body: unknown): Record<string, unknown> {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('The request body must be a JSON object');
    const values = normaliseStrings(body as Record<string, unknown>, resource);
    const validate = mode === 'create' ? resource.validateCreate : resource.validateUpdate;
    if (!validate(values)) throw invalidFields(fieldProblems(validate.errors, resource.labels));
    return values;
  }

  private async mapDbErrors<T>(resource: CompiledResource, values: Record<string, unknown>, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (e) {
      if (e instanceof AppError) throw e;
      const err = e as PgError;
      const hit = this.registry.byConstraint(err.constraint);
      if (err.code === '23505' && hit) {
        const { def } = hit.resource;
        const value = String(values[hit.field.name]);
        throw conflict(
          hit.field.name === def.recordRepresentation
            ? `${def.labelSingular} '${value}' already exists`
            : `${def.labelSingular} with ${hit.field.label.toLowerCase()} '${value}' already exists`,
        );
      }
      if (err.code === '23503' && hit) {
        throw invalidFields([{ field: hit.field.name, message: `${hit.field.label}: the selected record does not exist` }]);
      }
      throw e;
    }
  }
}

/** Trims text and turns an empty optional text into null, so "  " never passes for a value. */
function normaliseStrings(body: Record<string, unknown>, resource: CompiledResource): Record<string, unknown> {
  const out: Record<string, unknown> = { ...body };
  for (const f of resource.def.fields) {
    const v = out[f.name];
    if (typeof v !== 'string' || f.type === 'json') continue;
    const trimmed = f.type === 'text' ? v.replace(/\s+$/, '') : v.trim();
    out[f.name] = trimmed === '' && !f.required ? null : trimmed;
  }
  return out;
}
