import type { ErrorObject } from 'ajv';
import { inTransaction, type Db } from '../db/database.ts';
import { AppError, badRequest, conflict, invalidFields, notFound, type FieldProblem } from '../errors.ts';
import { writeAudit } from '../repositories/audit-repository.ts';
import { countReferences, ResourceRepository, type Row } from '../repositories/resource-repository.ts';
import type { ListQuery } from '../schema/list-query.ts';
import type { CompiledResource, ResourceRegistry } from '../schema/registry.ts';

export interface Actor {
  orgId: string;
  userId: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const READ_ONLY_KEYS = ['id', 'version', 'createdAt', 'updatedAt'];

const TYPE_WORDS: Record<string, string> = {
  integer: 'a whole number', number: 'a number', string: 'text', boolean: 'yes or no', object: 'an object', array: 'a list',
};

/** ajv's errors as sentences that name the field by its label. */
export function fieldProblems(errors: ErrorObject[] | null | undefined, labels: Record<string, string>): FieldProblem[] {
  const problems = (errors ?? []).map((e): FieldProblem => {
    const params = e.params as Record<string, unknown>;
    if (e.keyword === 'required') {
      const field = String(params.missingProperty);
      return { field, message: `${labels[field] ?? field} is required` };
    }
    if (e.keyword === 'additionalProperties') {
      const field = String(params.additionalProperty);
      return { field, message: `Unknown field '${field}'` };
    }
    const field = e.instancePath.split('/')[1] ?? '';
    const label = labels[field] ?? field;
    const messages: Record<string, () => string> = {
      minLength: () => (params.limit === 1 ? `${label} is required` : `${label} must be at least ${String(params.limit)} characters`),
      maxLength: () => `${label} must be at most ${String(params.limit)} characters`,
      minimum: () => `${label} must be at least ${String(params.limit)}`,
      maximum: () => `${label} must be at most ${String(params.limit)}`,
      enum: () => `${label} must be one of: ${(params.allowedValues as unknown[]).filter((v) => v !== null).join(', ')}`,
      format: () => `${label} must be a valid ${String(params.format)}`,
      pattern: () => `${label} has an invalid format`,
      cents: () => `${label} may have at most two decimals`,
      type: () => `${label} must be ${TYPE_WORDS[String(params.type).split(',')[0]] ?? String(params.type)}`,
    };
    return { field, message: messages[e.keyword]?.() ?? `${label} ${e.message ?? 'is invalid'}` };
  });
  const seen = new Set<string>();
  return problems.filter((p) => !seen.has(p.field + p.message) && seen.add(p.field + p.message));
}

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
  /** the record as the API answers it */
  present?(row: Row): Row;
}

interface PgError {
  code?: string;
  constraint?: string;
}

/** Create, read, update and delete of schema-driven records: validation, transaction, audit, readable conflicts. */
export class ResourceService {
  private readonly repos = new Map<string, ResourceRepository>();
  private readonly hooks = new Map<string, ResourceHooks>();

  constructor(private readonly db: Db, readonly registry: ResourceRegistry) {
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

  present(resource: CompiledResource, row: Row): Row {
    return this.hooks.get(resource.def.name)?.present?.(row) ?? row;
  }

  async list(resource: CompiledResource, orgId: string, query: ListQuery) {
    const { rows, total } = await this.repo(resource.def.name).list(this.db, orgId, query);
    return { rows: rows.map((r) => this.present(resource, r)), total };
  }

  async get(resource: CompiledResource, orgId: string, id: string): Promise<Row> {
    const row = UUID.test(id) ? await this.repo(resource.def.name).get(this.db, orgId, id) : undefined;
    if (!row) throw notFound(`${resource.def.labelSingular} not found`);
    return this.present(resource, row);
  }

  async create(resource: CompiledResource, actor: Actor, body: unknown, db: Db = this.db): Promise<Row> {
    const values = this.validate(resource, 'create', body);
    for (const f of resource.def.fields) {
      if (values[f.name] === undefined && f.default !== undefined) values[f.name] = f.default;
    }
    const hooks = this.hooks.get(resource.def.name);
    return this.mapDbErrors(resource, values, () => inTransaction(db, async (trx) => {
      const ctx: WriteContext = { trx, actor, mode: 'create' };
      await hooks?.prepare?.(values, ctx);
      const row = await this.repo(resource.def.name).insert(trx, actor.orgId, actor.userId, values);
      await hooks?.afterWrite?.(row, values, ctx);
      await writeAudit(trx, { ...actor, resource: resource.def.name, recordId: row.id, action: 'create', before: null, after: row });
      return this.present(resource, row);
    }));
  }

  async update(resource: CompiledResource, actor: Actor, id: string, body: unknown): Promise<Row> {
    const values = this.validate(resource, 'update', body);
    if (values.id !== undefined && values.id !== id) throw badRequest('The id in the body does not match the address', [{ field: 'id', message: 'Does not match the address' }]);
    const version = values.version as number;
    for (const key of [...READ_ONLY_KEYS, ...resource.def.fields.filter((f) => f.readOnly).map((f) => f.name)]) delete values[key];
    if (!UUID.test(id)) throw notFound(`${resource.def.labelSingular} not found`);
    const repo = this.repo(resource.def.name);
    const hooks = this.hooks.get(resource.def.name);
    return this.mapDbErrors(resource, values, () => this.db.transaction().execute(async (trx) => {
      const before = await repo.get(trx, actor.orgId, id);
      if (!before) throw notFound(`${resource.def.labelSingular} not found`);
      const ctx: WriteContext = { trx, actor, mode: 'update', before };
      await hooks?.prepare?.(values, ctx);
      const row = await repo.update(trx, actor.orgId, actor.userId, id, version, values);
      if (!row) {
        throw conflict(`This ${resource.def.labelSingular.toLowerCase()} was changed by someone else (version ${before.version}); reload it and apply your change again`);
      }
      await hooks?.afterWrite?.(row, values, ctx);
      await writeAudit(trx, { ...actor, resource: resource.def.name, recordId: id, action: 'update', before, after: row });
      return this.present(resource, row);
    }));
  }

  async delete(resource: CompiledResource, actor: Actor, id: string): Promise<Row> {
    const row = await this.get(resource, actor.orgId, id);
    return this.db.transaction().execute(async (trx) => {
      const used = await countReferences(trx, actor.orgId, id, this.registry.referencesTo(resource.def.name));
      if (used.length) {
        const uses = used.map((u) => `${u.count} ${u.count === 1 ? u.singular : u.plural}`).join(' and ');
        throw conflict(`${resource.def.labelSingular} '${String(row[resource.def.recordRepresentation])}' is used by ${uses}`);
      }
      try {
        await this.repo(resource.def.name).delete(trx, actor.orgId, id);
      } catch (e) {
        if ((e as PgError).code === '23503') throw conflict(`${resource.def.labelSingular} '${String(row[resource.def.recordRepresentation])}' is still in use`);
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
        throw conflict(hit.field.name === def.recordRepresentation
          ? `${def.labelSingular} '${value}' already exists`
          : `${def.labelSingular} with ${hit.field.label.toLowerCase()} '${value}' already exists`);
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
