import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  EmailOutboxEntry,
  EmailOutboxPage,
  EmailOutboxParams,
  EmailOutboxRecord,
  EmailSendRequest,
  EmailSettings,
  EmailTemplate,
  EmailTemplateCreate,
  EmailTemplateDuplicate,
  EmailTemplateParams,
  EmailTemplateUpdate,
} from '../../../contract/email.ts';
import { ListParams } from '../../../contract/common.ts';
import { principalOf } from '../context.ts';
import { AppError, notFound } from '../errors.ts';
import { failInterrupted, listOutbox } from '../repositories/email-outbox-repository.ts';
import { listShape, parseAdminList } from '../services/admin-list.ts';
import { EmailRelay, presentOutbox, type SendOutcome } from '../services/email-relay.ts';
import { EmailTemplateService, ensureDefaultWelcome } from '../services/email-templates.ts';
import { createSmtpMailer } from '../services/email-transport.ts';
import { access, sendList } from './administration/shared.ts';

const TAGS = ['E-mail'];

/** A template id in the path: a malformed one is simply not found, as elsewhere. */
function templateId(raw: string): number {
  if (!/^[1-9][0-9]{0,8}$/.test(raw)) throw notFound('E-mail template not found');
  return Number(raw);
}
/** The relay takes a message of at most 50,000 characters; a body far beyond that is refused before it is read. */
export const RELAY_BODY_LIMIT = 256 * 1024;
const KEPT_LOCALLY = 'Kept in the local outbox: e-mail delivery is not configured';
const RELAY_LABELS = { 'template_params.emailtitle': 'Subject', 'template_params.Toemail': 'To', 'template_params.message': 'Message' };
const TEMPLATE_LABELS = { templateName: 'Template name', content: 'Content', isEditable: 'Editable', newName: 'New name' };

const TEMPLATE_LIST = listShape(
  'emailTemplate',
  'E-mail templates',
  [
    { name: 'templateName', type: 'string', searchable: true },
    { name: 'id', type: 'integer' },
    { name: 'isDefault', type: 'boolean' },
    { name: 'isEditable', type: 'boolean' },
    { name: 'createdAt', type: 'datetime' },
    { name: 'updatedAt', type: 'datetime' },
  ],
  { field: 'templateName', order: 'ASC' },
);

const OUTBOX_LIST = listShape(
  'emailOutbox',
  'Outbox',
  [
    { name: 'createdAt', type: 'datetime' },
    { name: 'to', type: 'string', searchable: true },
    { name: 'subject', type: 'string' },
    { name: 'status', type: 'enum', values: ['sending', 'sent', 'failed', 'kept-locally'] },
    { name: 'transport', type: 'enum', values: ['smtp', 'local', 'emailjs'] },
    { name: 'templateName', type: 'string' },
    { name: 'personType', type: 'enum', values: ['patient', 'refferal'] },
    { name: 'personId', type: 'reference' },
    { name: 'personName', type: 'string' },
    { name: 'senderId', type: 'reference' },
    { name: 'attempts', type: 'integer' },
    { name: 'lastAttemptAt', type: 'datetime' },
    { name: 'sentAt', type: 'datetime' },
    { name: 'id', type: 'reference' },
  ],
  { field: 'createdAt', order: 'DESC' },
);

/** The relay answers as the hosted service does: 200 `OK` once the mail server took the message. */
function answer(reply: FastifyReply, outcome: SendOutcome) {
  if (outcome.status === 'sent') return reply.code(200).type('text/plain; charset=utf-8').send('OK');
  if (outcome.status === 'kept-locally') return reply.code(202).type('text/plain; charset=utf-8').send(KEPT_LOCALLY);
  // The mail server's own answer ("550 5.1.1 …"), or why it could not be asked.
  throw new AppError(502, outcome.entry.response ?? 'The mail server did not answer', [], 'Failed to send email.');
}

/**
 * E-mail: the relay speaking EmailJS's protocol (`POST /api/v1.0/email/send`), the organisation's templates
 * (`/api/email/templates`), the outbox (`/api/email/outbox`) and how this server delivers (`/api/email/settings`).
 */
export async function emailRoutes(app: FastifyInstance) {
  const { db, config, permissions, organizations } = app.ctx;
  permissions.register({ resource: 'email', label: 'E-mail', category: 'Documents & e-mail', actions: ['list', 'send', 'export'] });
  permissions.register({
    resource: 'emailTemplate',
    label: 'E-mail templates',
    category: 'Documents & e-mail',
    actions: ['list', 'show', 'create', 'edit', 'delete'],
  });
  const { smtpUrl, from } = config.email;
  const mailer = smtpUrl && from ? createSmtpMailer({ ...config.email, smtpUrl, from }) : undefined;
  const relay = new EmailRelay(db, config.email, mailer);
  const templates = new EmailTemplateService(db);
  organizations.addSeeder((trx, org) => ensureDefaultWelcome(trx, org.id).then(() => undefined));
  app.addHook('onReady', async () => {
    const seeded = await ensureDefaultWelcome(db);
    if (seeded) app.log.info(`Gave ${seeded} organisation(s) the 'Default Welcome' e-mail template`);
    const interrupted = await failInterrupted(
      db,
      config.email.timeoutSeconds + 60,
      'The server stopped while the mail server was being asked; check with the recipient before resending',
    );
    if (interrupted) app.log.warn(`${interrupted} e-mail(s) left in 'sending' by a stopped server are now marked failed`);
  });
  app.addHook('onClose', async () => mailer?.close());

  app.post<{ Body: EmailSendRequest }>(
    '/api/v1.0/email/send',
    {
      bodyLimit: RELAY_BODY_LIMIT,
      config: { permission: { resource: 'email', action: 'send' }, tokenInBody: 'user_id', labels: RELAY_LABELS },
      schema: {
        tags: TAGS,
        summary: "EmailJS's send call, answered by LabDesk: delivers through SMTP (user_id carries the sign-in token)",
        body: EmailSendRequest,
      },
    },
    async (req, reply) => answer(reply, await relay.send(principalOf(req), req.body.template_params)),
  );

  app.get(
    '/api/email/settings',
    {
      config: { authenticated: true },
      schema: { tags: TAGS, summary: 'How this server delivers e-mail', response: { 200: EmailSettings } },
    },
    async () => relay.settings(),
  );

  app.get<{ Querystring: ListParams }>(
    '/api/email/outbox',
    {
      config: access('email', 'list'),
      schema: {
        tags: TAGS,
        summary: 'The outbox, newest first (filter: q, status, personType, personId, createdAt_gte, createdAt_lte…)',
        querystring: ListParams,
        response: { 200: EmailOutboxPage },
      },
    },
    async (req, reply) => {
      const query = parseAdminList(OUTBOX_LIST, req.query);
      const page = await listOutbox(db, principalOf(req).organization.id, query);
      return sendList(reply, 'emailOutbox', query.offset, { rows: page.rows.map(presentOutbox), total: page.total });
    },
  );

  app.get<{ Params: EmailOutboxParams }>(
    '/api/email/outbox/:id',
    {
      config: access('email', 'list'),
      schema: { tags: TAGS, summary: 'One message of the outbox', params: EmailOutboxParams, response: { 200: EmailOutboxEntry } },
    },
    async (req) => relay.get(principalOf(req).organization.id, req.params.id),
  );

  app.post<{ Params: EmailOutboxParams }>(
    '/api/email/outbox/:id/resend',
    {
      config: access('email', 'send'),
      schema: {
        tags: TAGS,
        summary: 'Sends a failed (or locally kept) message again through SMTP; answers the message with its new status',
        params: EmailOutboxParams,
        response: { 200: EmailOutboxEntry },
      },
    },
    async (req) => (await relay.resend(principalOf(req), req.params.id)).entry,
  );

  app.post<{ Body: EmailOutboxRecord }>(
    '/api/email/outbox',
    {
      config: access('email', 'send', { to: 'To', subject: 'Subject', message: 'Message' }),
      schema: {
        tags: TAGS,
        summary: 'Hosted EmailJS only: records what the service answered to a message the browser sent',
        body: EmailOutboxRecord,
        response: { 201: EmailOutboxEntry },
      },
    },
    async (req, reply) => reply.code(201).send(await relay.record(principalOf(req), req.body)),
  );

  templateRoutes(app, templates);
}

function templateRoutes(app: FastifyInstance, templates: EmailTemplateService) {
  const base = '/api/email/templates';
  const org = (req: Parameters<typeof principalOf>[0]) => principalOf(req).organization.id;
  const one = { 200: EmailTemplate };

  app.get<{ Querystring: ListParams }>(
    base,
    {
      config: access('emailTemplate', 'list'),
      schema: {
        tags: TAGS,
        summary: 'E-mail templates (filter: q, id, isDefault, isEditable)',
        querystring: ListParams,
        response: { 200: { type: 'array', items: EmailTemplate } },
      },
    },
    async (req, reply) => {
      const query = parseAdminList(TEMPLATE_LIST, req.query);
      return sendList(reply, 'emailTemplate', query.offset, await templates.list(org(req), query));
    },
  );

  app.get<{ Params: EmailTemplateParams }>(
    `${base}/:id`,
    {
      config: access('emailTemplate', 'show'),
      schema: { tags: TAGS, summary: 'One e-mail template', params: EmailTemplateParams, response: one },
    },
    async (req) => templates.get(org(req), templateId(req.params.id)),
  );

  app.post<{ Body: EmailTemplateCreate }>(
    base,
    {
      config: access('emailTemplate', 'create', TEMPLATE_LABELS),
      schema: { tags: TAGS, summary: 'Create an e-mail template', body: EmailTemplateCreate, response: { 201: EmailTemplate } },
    },
    async (req, reply) => reply.code(201).send(await templates.create(principalOf(req), req.body)),
  );

  app.put<{ Params: EmailTemplateParams; Body: EmailTemplateUpdate }>(
    `${base}/:id`,
    {
      config: access('emailTemplate', 'edit', TEMPLATE_LABELS),
      schema: {
        tags: TAGS,
        summary: 'Change an e-mail template (send the version you read)',
        params: EmailTemplateParams,
        body: EmailTemplateUpdate,
        response: one,
      },
    },
    async (req) => templates.update(principalOf(req), templateId(req.params.id), req.body),
  );

  app.delete<{ Params: EmailTemplateParams }>(
    `${base}/:id`,
    {
      config: access('emailTemplate', 'delete'),
      schema: { tags: TAGS, summary: "Delete an e-mail template ('Default Welcome' stays)", params: EmailTemplateParams, response: one },
    },
    async (req) => templates.remove(principalOf(req), templateId(req.params.id)),
  );

  app.post<{ Params: EmailTemplateParams; Body: EmailTemplateDuplicate }>(
    `${base}/:id/duplicate`,
    {
      config: access('emailTemplate', 'create', TEMPLATE_LABELS),
      schema: {
        tags: TAGS,
        summary: 'A copy of the template under a new name (editable)',
        params: EmailTemplateParams,
        body: EmailTemplateDuplicate,
        response: { 201: EmailTemplate },
      },
    },
    async (req, reply) => reply.code(201).send(await templates.duplicate(principalOf(req), templateId(req.params.id), req.body.newName)),
  );
}
