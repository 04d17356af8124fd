import type { EmailTemplate, EmailTemplateCreate, EmailTemplateUpdate } from '../../../contract/email.ts';
import { inTransaction, type Db } from '../db/database.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { writeAudit } from '../repositories/audit-repository.ts';
import type { Principal } from '../repositories/auth-repository.ts';
import {
  deleteEmailTemplate,
  ensureBuiltInTemplate,
  getEmailTemplate,
  insertEmailTemplate,
  listEmailTemplates,
  templateIdByName,
  updateEmailTemplate,
  type EmailTemplateRow,
} from '../repositories/email-template-repository.ts';
import type { ListQuery } from '../schema/list-query.ts';
import { pgCode, requiredName, stale } from './admin-rules.ts';

/** The placeholders a template may use (spec §3); the SPA fills them from the person record. */
export const PLACEHOLDERS = ['fullname', 'age', 'gender', 'phone', 'email'] as const;
const TOKEN = /\[!([A-Za-z0-9_-]*)\]/g;

/**
 * Spec §3: the only built-in template, 'Default Welcome', id 1 in every organisation, default and editable: a greeting
 * with the full name followed by 'Welcome to our service!'.
 */
export const DEFAULT_WELCOME = {
  id: 1,
  templateName: 'Default Welcome',
  content: 'Dear [!fullname],\n\nWelcome to our service!',
  variables: ['fullname'],
};

/** The placeholders a content uses, in order of first use; an unknown `[!name]` is a 400 on `content`. */
export function templateVariables(content: string): string[] {
  const used: string[] = [];
  const unknown: string[] = [];
  for (const [token, name] of content.matchAll(TOKEN)) {
    const known = (PLACEHOLDERS as readonly string[]).includes(name.toLowerCase());
    const list = known ? used : unknown;
    const entry = known ? name.toLowerCase() : token;
    if (!list.includes(entry)) list.push(entry);
  }
  if (unknown.length) {
    const allowed = PLACEHOLDERS.map((p) => `[!${p}]`).join(', ');
    const message = `Unknown placeholder ${unknown.join(', ')}; use ${allowed}`;
    throw badRequest(message, [{ field: 'content', message }]);
  }
  return used;
}

const iso = (d: Date) => new Date(d).toISOString();

export const presentTemplate = (row: EmailTemplateRow): EmailTemplate => ({
  ...row,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

const audited = (who: Principal, id: number, action: string, before: unknown, after: unknown) => ({
  orgId: who.organization.id,
  userId: who.user.id,
  resource: 'emailTemplate',
  recordId: String(id),
  action,
  before,
  after,
});

/** The organisation's e-mail templates: list, read, create, change, duplicate and delete (the built-in one stays). */
export class EmailTemplateService {
  constructor(private readonly db: Db) {}

  async list(orgId: string, query: ListQuery) {
    const { rows, total } = await listEmailTemplates(this.db, orgId, query);
    return { rows: rows.map(presentTemplate), total };
  }

  async get(orgId: string, id: number, db: Db = this.db, lock = false): Promise<EmailTemplate> {
    const row = await getEmailTemplate(db, orgId, id, lock);
    if (!row) throw notFound('E-mail template not found');
    return presentTemplate(row);
  }

  /** A taken name (any case) is a 409 naming it; the unique index settles a race the check missed. */
  private async unique<T>(trx: Db, orgId: string, name: string, exceptId: number | undefined, run: () => Promise<T>): Promise<T> {
    const taken = () => conflict(`Template '${name}' already exists`);
    if (await templateIdByName(trx, orgId, name, exceptId)) throw taken();
    try {
      return await run();
    } catch (e) {
      if (pgCode(e) === '23505') throw taken();
      throw e;
    }
  }

  async create(who: Principal, body: EmailTemplateCreate): Promise<EmailTemplate> {
    const orgId = who.organization.id;
    const values = {
      templateName: requiredName(body.templateName, 'templateName', 'Template name'),
      content: body.content,
      isEditable: body.isEditable ?? true,
      variables: templateVariables(body.content),
    };
    return inTransaction(this.db, (trx) =>
      this.unique(trx, orgId, values.templateName, undefined, async () => {
        const id = await insertEmailTemplate(trx, orgId, who.user.id, values);
        const created = await this.get(orgId, id, trx);
        await writeAudit(trx, audited(who, id, 'create', null, created));
        return created;
      }),
    );
  }

  /**
   * A change to a locked template (isEditable false) must unlock it in the same request: the lock keeps a template
   * from being changed by accident, not from its owner.
   */
  async update(who: Principal, id: number, body: EmailTemplateUpdate): Promise<EmailTemplate> {
    const orgId = who.organization.id;
    return inTransaction(this.db, async (trx) => {
      const before = await this.get(orgId, id, trx, true);
      if (before.version !== body.version) throw stale('template', before.version);
      const isEditable = body.isEditable ?? before.isEditable;
      const templateName =
        body.templateName === undefined ? before.templateName : requiredName(body.templateName, 'templateName', 'Template name');
      const content = body.content ?? before.content;
      if (!isEditable && !before.isEditable && (templateName !== before.templateName || content !== before.content))
        throw conflict(`Template '${before.templateName}' is locked; make it editable to change it`);
      const values = { templateName, content, isEditable, variables: templateVariables(content) };
      return this.unique(trx, orgId, templateName, id, async () => {
        if (!(await updateEmailTemplate(trx, orgId, id, body.version, who.user.id, values))) throw stale('template', before.version);
        const after = await this.get(orgId, id, trx);
        await writeAudit(trx, audited(who, id, 'update', before, after));
        return after;
      });
    });
  }

  async duplicate(who: Principal, id: number, newName: string): Promise<EmailTemplate> {
    const source = await this.get(who.organization.id, id);
    return this.create(who, { templateName: newName, content: source.content, isEditable: true });
  }

  async remove(who: Principal, id: number): Promise<EmailTemplate> {
    const orgId = who.organization.id;
    return inTransaction(this.db, async (trx) => {
      const before = await this.get(orgId, id, trx, true);
      if (before.isDefault) throw conflict(`Template '${before.templateName}' is built in; it cannot be deleted (change it instead)`);
      await deleteEmailTemplate(trx, orgId, id);
      await writeAudit(trx, audited(who, id, 'delete', before, null));
      return before;
    });
  }
}

/** 'Default Welcome' for one organisation (when it is created) or for every organisation still without it (at start). */
export const ensureDefaultWelcome = (db: Db, orgId?: string) => ensureBuiltInTemplate(db, DEFAULT_WELCOME, orgId);
