import type { FastifyInstance } from 'fastify';
import { ErrorBody, ListParams } from '../../../contract/common.ts';
import {
  EXPENSE_RECEIPT_MAX,
  EXPENSE_RECEIPT_TYPES,
  ExpenseCreate,
  ExpenseList,
  ExpenseNodes,
  ExpenseParams,
  ExpenseRecord,
  ExpenseReverse,
  ExpenseSettings,
  ExpenseSummary,
  ExpenseSummaryQuery,
  ExpenseUpdate,
} from '../../../contract/expense.ts';
import { inTransaction } from '../db/database.ts';
import { principalOf } from '../context.ts';
import { notFound } from '../errors.ts';
import { writeAudit } from '../repositories/audit-repository.ts';
import { expenseNodes } from '../repositories/expense-repository.ts';
import { listShape, parseAdminList } from '../services/admin-list.ts';
import { attachReceipt, detachReceipt, fetchReceipt } from '../services/expense-receipts.ts';
import { backfillExpenseCategories } from '../services/expense-seeds.ts';
import { EXPENSE_RESOURCE, ExpenseService, presentExpense } from '../services/expense-service.ts';
import { expenseSettings, saveExpenseSettings } from '../services/expense-settings.ts';
import { expenseSummary } from '../services/expense-summary.ts';
import { fieldLabels } from '../services/field-problems.ts';
import { access, sendList } from './administration/shared.ts';

const TAGS = ['Expenses'];
const LABELS = fieldLabels(ExpenseCreate, ExpenseReverse, ExpenseSettings);
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const one = { 200: ExpenseRecord, ...errors };

const LIST = listShape(
  EXPENSE_RESOURCE,
  'Expenses',
  [
    { name: 'date', type: 'date' },
    { name: 'vendor', type: 'string', searchable: true },
    { name: 'categoryId', type: 'reference' },
    { name: 'nodeId', type: 'reference' },
    { name: 'paymentModeId', type: 'reference' },
    { name: 'amount', type: 'money' },
    { name: 'referenceNo', type: 'string' },
    { name: 'status', type: 'enum', values: ['recorded', 'pending', 'approved'] },
    { name: 'createdAt', type: 'datetime' },
    { name: 'id', type: 'reference' },
    { name: 'hasReceipt', type: 'boolean', filterOnly: true },
    { name: 'isReversal', type: 'boolean', filterOnly: true },
  ],
  { field: 'date', order: 'DESC' },
);

/** An id in the path: anything but a uuid is simply not found. */
const expenseId = (raw: string) => {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(raw)) throw notFound('Expense not found');
  return raw;
};

/**
 * `/api/expense` (issue 16): the expense list and its entries, approval above the organisation's threshold, reversal of
 * approved (locked) entries, receipts kept in the database, the monthly summary beside the visits' collections, and
 * the threshold itself at `/api/settings/expense`.
 */
export async function expenseRoutes(app: FastifyInstance) {
  const { db, permissions, resources } = app.ctx;
  permissions.register({
    resource: EXPENSE_RESOURCE,
    label: 'Expenses',
    category: 'Accounts',
    actions: ['list', 'show', 'create', 'edit', 'delete', 'export', 'approve', 'settings'],
  });
  const expenses = new ExpenseService(db);
  app.addHook('onReady', async () => {
    const seeded = await backfillExpenseCategories(db, resources);
    if (seeded) app.log.info(`Gave ${seeded} organisation(s) the seed expense categories`);
  });

  app.get<{ Querystring: ListParams }>(
    '/api/expense',
    {
      config: access(EXPENSE_RESOURCE, 'list'),
      schema: {
        tags: TAGS,
        summary:
          'Expenses, newest first (filter: q, date_gte, date_lte, categoryId, nodeId, paymentModeId, status, hasReceipt, isReversal)',
        querystring: ListParams,
        response: { 200: ExpenseList },
      },
    },
    async (req, reply) => {
      const query = parseAdminList(LIST, req.query);
      const page = await expenses.list(principalOf(req), query);
      return sendList(reply, EXPENSE_RESOURCE, query.offset, { rows: page.rows.map(presentExpense), total: page.total });
    },
  );

  app.get<{ Querystring: ExpenseSummaryQuery }>(
    '/api/expense/monthly-summary',
    {
      config: access(EXPENSE_RESOURCE, 'list', { from: 'From', to: 'To', nodeId: 'Node' }),
      schema: {
        tags: TAGS,
        summary: 'Expenses by month and category and by month and node, with the collections of visits beside them',
        querystring: ExpenseSummaryQuery,
        response: { 200: ExpenseSummary },
      },
    },
    async (req) => expenseSummary(db, principalOf(req), req.query),
  );

  app.get(
    '/api/expense/nodes',
    {
      config: access(EXPENSE_RESOURCE, 'list'),
      schema: { tags: TAGS, summary: 'The active nodes the member may record expenses at', response: { 200: ExpenseNodes } },
    },
    async (req) => {
      const p = principalOf(req);
      return expenseNodes(db, p.organization.id, p);
    },
  );

  app.get<{ Params: ExpenseParams }>(
    '/api/expense/:id',
    { config: access(EXPENSE_RESOURCE, 'show'), schema: { tags: TAGS, summary: 'One expense', params: ExpenseParams, response: one } },
    async (req) => expenses.get(principalOf(req), expenseId(req.params.id)),
  );

  app.post<{ Body: ExpenseCreate }>(
    '/api/expense',
    {
      config: access(EXPENSE_RESOURCE, 'create', LABELS),
      schema: {
        tags: TAGS,
        summary: 'Record an expense (pending when above the approval threshold)',
        body: ExpenseCreate,
        response: { 201: ExpenseRecord, ...errors },
      },
    },
    async (req, reply) => reply.code(201).send(await expenses.create(principalOf(req), req.body)),
  );

  app.put<{ Params: ExpenseParams; Body: ExpenseUpdate }>(
    '/api/expense/:id',
    {
      config: access(EXPENSE_RESOURCE, 'edit', LABELS),
      schema: {
        tags: TAGS,
        summary: 'Change an expense that is not approved (send the version you read); an approved one answers 409',
        params: ExpenseParams,
        body: ExpenseUpdate,
        response: one,
      },
    },
    async (req) => expenses.update(principalOf(req), expenseId(req.params.id), req.body),
  );

  app.delete<{ Params: ExpenseParams }>(
    '/api/expense/:id',
    {
      config: access(EXPENSE_RESOURCE, 'delete'),
      schema: { tags: TAGS, summary: 'Delete an expense that is not approved', params: ExpenseParams, response: one },
    },
    async (req) => expenses.remove(principalOf(req), expenseId(req.params.id)),
  );

  app.post<{ Params: ExpenseParams }>(
    '/api/expense/:id/approve',
    {
      config: access(EXPENSE_RESOURCE, 'approve'),
      schema: { tags: TAGS, summary: 'Approve a pending expense (it is then locked)', params: ExpenseParams, response: one },
    },
    async (req) => expenses.approve(principalOf(req), expenseId(req.params.id)),
  );

  app.post<{ Params: ExpenseParams; Body: ExpenseReverse }>(
    '/api/expense/:id/reverse',
    {
      config: access(EXPENSE_RESOURCE, 'create', LABELS),
      schema: {
        tags: TAGS,
        summary: 'Reverse an approved expense: answers the new, negative entry linked to it',
        params: ExpenseParams,
        body: ExpenseReverse,
        response: { 201: ExpenseRecord, ...errors },
      },
    },
    async (req, reply) => reply.code(201).send(await expenses.reverse(principalOf(req), expenseId(req.params.id), req.body.reason)),
  );

  await receiptRoutes(app, expenses);
  settingsRoutes(app);
}

/** The receipt goes in as the raw bytes of one file and comes back to members who may see the entry. */
async function receiptRoutes(app: FastifyInstance, expenses: ExpenseService) {
  const { db } = app.ctx;
  const path = '/api/expense/:id/receipt';
  await app.register(async (scope) => {
    for (const type of EXPENSE_RECEIPT_TYPES) {
      scope.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: EXPENSE_RECEIPT_MAX * 2 }, (_req, body, done) => done(null, body));
    }
    scope.put<{ Params: ExpenseParams; Querystring: { name?: string }; Body: Buffer }>(
      path,
      {
        config: access(EXPENSE_RESOURCE, 'edit'),
        schema: {
          tags: TAGS,
          summary: `Attach the receipt (PNG, JPEG, WebP or PDF; at most ${EXPENSE_RECEIPT_MAX / 1024 / 1024} MB; the body is the file)`,
          params: ExpenseParams,
          querystring: { type: 'object', additionalProperties: false, properties: { name: { type: 'string', maxLength: 255 } } },
          response: { ...one, 413: ErrorBody, 415: ErrorBody },
        },
      },
      async (req) => {
        const p = principalOf(req);
        const id = expenseId(req.params.id);
        await attachReceipt(db, p, id, req.headers['content-type'] ?? '', req.query.name, req.body);
        return expenses.get(p, id);
      },
    );
  });

  app.delete<{ Params: ExpenseParams }>(
    path,
    {
      config: access(EXPENSE_RESOURCE, 'edit'),
      schema: { tags: TAGS, summary: 'Remove the receipt of an expense that is not approved', params: ExpenseParams, response: one },
    },
    async (req) => {
      const p = principalOf(req);
      await detachReceipt(db, p, expenseId(req.params.id));
      return expenses.get(p, req.params.id);
    },
  );

  app.get<{ Params: ExpenseParams }>(
    path,
    { config: access(EXPENSE_RESOURCE, 'show'), schema: { tags: TAGS, summary: 'The receipt file, shown inline', params: ExpenseParams } },
    async (req, reply) => {
      const receipt = await fetchReceipt(db, principalOf(req), expenseId(req.params.id));
      return reply
        .header('Content-Type', receipt.contentType)
        .header('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(receipt.name)}`)
        .header('Cache-Control', 'private, no-store')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(receipt.bytes);
    },
  );
}

function settingsRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  app.get(
    '/api/settings/expense',
    {
      config: access(EXPENSE_RESOURCE, 'list'),
      schema: { tags: TAGS, summary: "The organisation's expense settings (approval threshold)", response: { 200: ExpenseSettings } },
    },
    async (req) => expenseSettings(db, principalOf(req).organization.id),
  );

  app.put<{ Body: ExpenseSettings }>(
    '/api/settings/expense',
    {
      config: access(EXPENSE_RESOURCE, 'settings', LABELS),
      schema: {
        tags: TAGS,
        summary: 'Sets the approval threshold (null: no entry needs approval)',
        body: ExpenseSettings,
        response: { 200: ExpenseSettings, ...errors },
      },
    },
    async (req) => {
      const p = principalOf(req);
      return inTransaction(db, async (trx) => {
        const before = await expenseSettings(trx, p.organization.id);
        const after = await saveExpenseSettings(trx, p.organization.id, req.body);
        await writeAudit(trx, {
          orgId: p.organization.id,
          userId: p.user.id,
          resource: 'expenseSettings',
          recordId: p.organization.id,
          action: 'update',
          before,
          after,
        });
        return after;
      });
    },
  );
}
