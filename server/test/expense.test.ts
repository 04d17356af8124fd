/**
 * Expenses (issue 16): validation with field messages, the approval threshold, locking of approved entries, reversal,
 * receipt type and size limits, node scoping, tenant isolation, the permission of every route, and the monthly
 * summary checked against a recount of the rows it sums.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, memberWith, type Member } from './administration-helpers.ts';
import { databases, listQuery, startApp, type Json, type TestApp } from './helpers.ts';
import { createExpense, expenseBody, expenseIds, PDF, PNG, setThreshold, uploadReceipt, type ExpenseIds } from './expense-fixtures.ts';
import { createLabOrg, createVisit, type LabOrg } from './visit-fixtures.ts';

const ROUTES: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, permission: string][] = [
  ['GET', '/api/expense', 'expense.list'],
  ['GET', '/api/expense/monthly-summary', 'expense.list'],
  ['GET', '/api/expense/nodes', 'expense.list'],
  ['GET', '/api/expense/:id', 'expense.show'],
  ['POST', '/api/expense', 'expense.create'],
  ['PUT', '/api/expense/:id', 'expense.edit'],
  ['DELETE', '/api/expense/:id', 'expense.delete'],
  ['POST', '/api/expense/:id/approve', 'expense.approve'],
  ['POST', '/api/expense/:id/reverse', 'expense.create'],
  ['GET', '/api/expense/:id/receipt', 'expense.show'],
  ['DELETE', '/api/expense/:id/receipt', 'expense.edit'],
  ['GET', '/api/settings/expense', 'expense.list'],
  ['PUT', '/api/settings/expense', 'expense.settings'],
];

/** A member's token on organisation A's host, for the raw receipt uploads. */
const at = (m: { token: string }) => ({ token: m.token, host: 'exp-a.localhost' });

const RECORDER = ['expense.list', 'expense.show', 'expense.create', 'expense.edit', 'expense.delete'];

describe.each(databases)('expenses on $name', ({ url }) => {
  let t: TestApp;
  let A: LabOrg;
  let B: LabOrg;
  let ids: ExpenseIds;
  let accountant: Member;

  beforeAll(async () => {
    t = await startApp(url);
    A = await createLabOrg(t.app, 'exp-a');
    B = await createLabOrg(t.app, 'exp-b');
    ids = await expenseIds(A.client);
    accountant = await memberWith(t.app, A.org, 'accounts@exp-a.lab', RECORDER);
  });
  afterAll(() => t?.close());

  it('seeds the expense categories as a master table of every organisation', async () => {
    const res = await B.client.get(`/api/masters/expenseCategory${listQuery({ range: [0, 49] })}`);
    expect(res.status).toBe(200);
    expect((res.body as Json[]).map((c) => c.name).sort()).toEqual(
      [
        'Consumables',
        'Courier/transport',
        'Equipment maintenance',
        'Marketing',
        'Other',
        'Reagents',
        'Rent',
        'Salaries',
        'Utilities',
      ].sort(),
    );
  });

  it('records an expense with who recorded it, and refuses invalid ones field by field', async () => {
    const created = await createExpense(accountant.client, expenseBody(A, ids));
    expect(created).toMatchObject({ amount: 1200, status: 'recorded', category: { name: 'Reagents' }, paymentMode: { name: 'Cash' } });
    expect(created.recordedBy).toEqual({ id: accountant.id, name: 'Mem Ber' });
    expect((await auditOf(t.app, A.org.id, 'expense', created.id)).map((a) => a.action)).toEqual(['create']);

    const cases: [Json, string, string][] = [
      [{ amount: 0 }, 'amount', 'Amount must be at least 0.01'],
      [{ amount: -50 }, 'amount', 'Amount must be at least 0.01'],
      [{ amount: 10.005 }, 'amount', 'Amount may have at most two decimals'],
      [{ amount: '12' }, 'amount', 'Amount must be a number'],
      [{ date: '5 Oct' }, 'date', 'Date must be a valid date'],
      [{ vendor: 'x'.repeat(121) }, 'vendor', 'Vendor must be at most 120 characters'],
      [{ categoryId: A.ids.cash }, 'categoryId', 'No such expense category'],
      [{ paymentModeId: ids.reagents }, 'paymentModeId', 'No such payment mode'],
    ];
    for (const [over, field, message] of cases) {
      const res = await accountant.client.post('/api/expense', expenseBody(A, ids, over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.details, JSON.stringify(over)).toContainEqual({ field, message });
    }
    const missing = await accountant.client.post('/api/expense', { amount: 5 });
    expect(missing.body.details.map((d: Json) => d.field).sort()).toEqual(['categoryId', 'date', 'nodeId', 'paymentModeId']);
  });

  it('holds entries above the threshold for approval by a member who may approve, then locks them', async () => {
    await setThreshold(A.client, 5000);
    expect((await createExpense(accountant.client, expenseBody(A, ids, { amount: 5000 }))).status).toBe('recorded');
    const big = await createExpense(accountant.client, expenseBody(A, ids, { amount: 25000.5, categoryId: ids.rent }));
    expect(big.status).toBe('pending');

    const refused = await accountant.client.post(`/api/expense/${big.id}/approve`);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('You do not have permission to approve expense');

    // Raising a pending entry's amount keeps it pending; lowering it under the threshold makes it recorded.
    const lowered = await accountant.client.put(`/api/expense/${big.id}`, { ...big, amount: 4000 });
    expect(lowered.status, JSON.stringify(lowered.body)).toBe(200);
    expect(lowered.body).toMatchObject({ status: 'recorded', amount: 4000, version: 2 });
    const raised = await accountant.client.put(`/api/expense/${big.id}`, { ...lowered.body, amount: 25000.5 });
    expect(raised.body.status).toBe('pending');
    const stale = await accountant.client.put(`/api/expense/${big.id}`, { ...big, amount: 30000 });
    expect(stale.status).toBe(409);

    const approved = await A.client.post(`/api/expense/${big.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', approvedBy: { id: A.user.id } });
    expect((await A.client.post(`/api/expense/${big.id}/approve`)).status).toBe(409);

    const change = await A.client.put(`/api/expense/${big.id}`, { ...approved.body, amount: 1 });
    expect(change.status).toBe(409);
    expect(change.body.error).toBe(
      'The expense of 25000.5 on 2026-10-05 is approved and locked: reverse it and record a new entry to change it',
    );
    expect((await A.client.delete(`/api/expense/${big.id}`)).status).toBe(409);
    expect((await uploadReceipt(t.app, at(A), big.id, 'image/png', PNG)).status).toBe(409);
    expect((await A.client.get(`/api/expense/${big.id}`)).body.amount).toBe(25000.5);
    expect((await auditOf(t.app, A.org.id, 'expense', big.id)).map((a) => a.action)).toEqual(['create', 'update', 'update', 'approve']);
    await setThreshold(A.client, null);
  });

  it('changes an approved entry only through one reversal: a negative, linked, approved entry', async () => {
    await setThreshold(A.client, 100);
    const pending = await createExpense(A.client, expenseBody(A, ids, { amount: 800, vendor: 'Landlord' }));
    const early = await A.client.post(`/api/expense/${pending.id}/reverse`, { reason: 'Wrong month' });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe('Only an approved expense is reversed; this one is pending: change or delete it instead');
    await A.client.post(`/api/expense/${pending.id}/approve`);

    expect((await A.client.post(`/api/expense/${pending.id}/reverse`, { reason: '' })).body.details).toContainEqual({
      field: 'reason',
      message: 'Reason is required',
    });
    const reversal = await A.client.post(`/api/expense/${pending.id}/reverse`, { reason: 'Billed twice' });
    expect(reversal.status, JSON.stringify(reversal.body)).toBe(201);
    expect(reversal.body).toMatchObject({
      amount: -800,
      status: 'approved',
      reversalOf: pending.id,
      vendor: 'Landlord',
      description: 'Reversal: Billed twice',
    });
    expect((await A.client.get(`/api/expense/${pending.id}`)).body.reversedBy).toBe(reversal.body.id);
    expect((await A.client.post(`/api/expense/${pending.id}/reverse`, { reason: 'Again' })).body.error).toBe(
      'This expense has already been reversed',
    );
    expect((await A.client.post(`/api/expense/${reversal.body.id}/reverse`, { reason: 'x' })).body.error).toBe(
      'A reversal cannot itself be reversed',
    );
    const listed = await A.client.get(`/api/expense${listQuery({ filter: { isReversal: true } })}`);
    expect((listed.body as Json[]).map((e) => e.id)).toEqual([reversal.body.id]);
    expect((await auditOf(t.app, A.org.id, 'expense', pending.id)).map((a) => a.action)).toEqual(['create', 'approve', 'reverse']);
    await setThreshold(A.client, null);
  });

  it('keeps a receipt (photo or PDF, at most 5 MB, checked by its bytes) and serves it to members who may see the entry', async () => {
    const e = await createExpense(accountant.client, expenseBody(A, ids));
    const stored = await uploadReceipt(t.app, at(accountant), e.id, 'image/png', PNG);
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    expect(stored.body.receipt).toEqual({ name: 'till slip.png', contentType: 'image/png', size: PNG.length });

    const read = await t.app.inject({
      method: 'GET',
      url: `/api/expense/${e.id}/receipt`,
      headers: { host: 'exp-a.localhost', authorization: `Bearer ${accountant.token}` },
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(read.rawPayload, PNG)).toBe(0);

    expect((await uploadReceipt(t.app, at(accountant), e.id, 'application/pdf', PDF)).body.receipt.contentType).toBe('application/pdf');
    const fake = await uploadReceipt(t.app, at(accountant), e.id, 'application/pdf', Buffer.from('just some text'));
    expect(fake.status).toBe(400);
    expect(fake.body.details).toEqual([{ field: 'receipt', message: 'Only a PNG, JPEG or WebP photo, or a PDF' }]);
    const mislabelled = await uploadReceipt(t.app, at(accountant), e.id, 'image/jpeg', PNG);
    expect(mislabelled.body.error).toBe('The file is image/png, not image/jpeg');
    expect((await uploadReceipt(t.app, at(accountant), e.id, 'text/html', Buffer.from('<p>'))).status).toBe(415);
    const json = await accountant.client.put(`/api/expense/${e.id}/receipt`, { file: 'not the bytes' });
    expect(json.status).toBe(415);
    expect(json.body.error).toBe('Send the receipt as the file itself (a PNG, JPEG or WebP photo, or a PDF)');
    expect((await accountant.client.get(`/api/expense/${e.id}`)).body.receipt.contentType).toBe('application/pdf');
    const huge = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await uploadReceipt(t.app, at(accountant), e.id, 'application/pdf', huge);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error).toMatch(/^The receipt is 5\.0 MB; at most 5\.0 MB can be stored$/);

    const blind = await memberWith(t.app, A.org, 'lister@exp-a.lab', ['expense.list']);
    expect((await blind.client.get(`/api/expense/${e.id}/receipt`)).status).toBe(403);
    expect((await B.client.get(`/api/expense/${e.id}/receipt`)).status).toBe(404);
    expect((await accountant.client.delete(`/api/expense/${e.id}/receipt`)).body.receipt).toBeNull();
    expect((await accountant.client.get(`/api/expense/${e.id}/receipt`)).status).toBe(404);
  });

  it('keeps a member assigned to a node to that node', async () => {
    const atLab = await createExpense(A.client, expenseBody(A, ids, { nodeId: A.ids.mainLab, vendor: 'Main lab power' }));
    const scoped = await memberWith(t.app, A.org, 'centre@exp-a.lab', RECORDER);
    await sql`insert into user_nodes (org_id, user_id, node_id) values (${A.org.id}, ${scoped.id}, ${A.ids.centre})`.execute(t.app.ctx.db);

    const list = await scoped.client.get(`/api/expense${listQuery({ range: [0, 999] })}`);
    expect(list.body.length).toBeGreaterThan(0);
    expect((list.body as Json[]).every((e) => e.nodeId === A.ids.centre)).toBe(true);
    expect((await scoped.client.get(`/api/expense/${atLab.id}`)).status).toBe(404);
    expect((await scoped.client.put(`/api/expense/${atLab.id}`, { ...atLab, amount: 1 })).status).toBe(404);
    const elsewhere = await scoped.client.post('/api/expense', expenseBody(A, ids, { nodeId: A.ids.mainLab }));
    expect(elsewhere.body.details).toEqual([{ field: 'nodeId', message: 'You are not assigned to this node' }]);
    expect((await scoped.client.get(`/api/expense/monthly-summary?nodeId=${A.ids.mainLab}`)).status).toBe(403);
    expect((await scoped.client.get('/api/expense/nodes')).body.map((n: Json) => n.id)).toEqual([A.ids.centre]);
    expect((await A.client.get('/api/expense/nodes')).body.map((n: Json) => n.id).sort()).toEqual([A.ids.centre, A.ids.mainLab].sort());
  });

  it('never lets one organisation reach or use another organisation’s expenses', async () => {
    const ours = await createExpense(A.client, expenseBody(A, ids));
    expect((await B.client.get(`/api/expense/${ours.id}`)).status).toBe(404);
    expect((await B.client.put(`/api/expense/${ours.id}`, { version: 1, amount: 1 })).status).toBe(404);
    expect((await B.client.delete(`/api/expense/${ours.id}`)).status).toBe(404);
    expect((await B.client.post(`/api/expense/${ours.id}/approve`)).status).toBe(404);
    expect((await B.client.get(`/api/expense${listQuery({ range: [0, 999] })}`)).body).toEqual([]);
    const borrowed = await B.client.post('/api/expense', expenseBody(B, await expenseIds(B.client), { categoryId: ids.reagents }));
    expect(borrowed.body.details).toEqual([{ field: 'categoryId', message: 'No such expense category' }]);
    expect((await A.client.request('GET', '/api/expense', undefined)).status).toBe(200);
    const wrongHost = await t.app.inject({
      method: 'GET',
      url: '/api/expense',
      headers: { host: 'exp-b.localhost', authorization: `Bearer ${A.token}` },
    });
    expect(wrongHost.statusCode).toBe(403);
  });

  it('refuses every route without its permission (403) and writes nothing', async () => {
    const e = await createExpense(A.client, expenseBody(A, ids));
    const nobody = await memberWith(t.app, A.org, 'nobody@exp-a.lab', []);
    const before = (await auditOf(t.app, A.org.id, 'expense', e.id)).length;
    for (const [method, path, permission] of ROUTES) {
      const res = await nobody.client.request(method, path.replace(':id', e.id), method === 'GET' || method === 'DELETE' ? undefined : {});
      expect(res.status, `${method} ${path}`).toBe(403);
      const [resource, action] = permission.split('.');
      expect(res.body.error, `${method} ${path}`).toBe(`You do not have permission to ${action} ${resource}`);
    }
    expect((await uploadReceipt(t.app, at(nobody), e.id, 'image/png', PNG)).status).toBe(403);
    expect((await auditOf(t.app, A.org.id, 'expense', e.id)).length).toBe(before);
  });

  it('sums expenses by month, category and node beside the visits’ collections, equal to a recount of the rows', async () => {
    const c = B.client;
    const bIds = await expenseIds(c);
    const spend = (over: Json) => createExpense(c, expenseBody(B, bIds, over));
    await setThreshold(c, 3000);
    await spend({ date: '2026-10-02', amount: 1000 });
    await spend({ date: '2026-10-20', amount: 5000.25, categoryId: bIds.rent, nodeId: B.ids.mainLab });
    await c.post(`/api/expense/${(await spend({ date: '2026-10-20', amount: 5000.25 })).id}/approve`);
    const wrong = await spend({ date: '2026-10-21', amount: 3500, categoryId: bIds.rent, nodeId: B.ids.mainLab });
    await c.post(`/api/expense/${wrong.id}/approve`);
    await c.post(`/api/expense/${wrong.id}/reverse`, { reason: 'Paid twice' });
    await spend({ date: '2026-11-05', amount: 2000.5, categoryId: bIds.salaries });
    await spend({ date: '2026-11-06', amount: 4000, categoryId: bIds.salaries });
    await spend({ date: '2026-09-30', amount: 99 });
    await setThreshold(c, null);

    const paid = async (nodeId: string | null, amount: number, at: string) => {
      const v = await createVisit(c, { productCodes: ['HB'], nodeId, payments: [{ modeId: B.ids.cash, amount }] });
      await sql`update visit_payments set received_at = ${at}::timestamp where visit_id = ${v.id}`.execute(t.app.ctx.db);
      return v;
    };
    await paid(B.ids.centre, 10, '2026-10-10 10:00');
    const refunded = await paid(B.ids.mainLab, 20, '2026-11-03 09:00');
    expect((await c.post(`/api/visit/${refunded.id}/refunds`, { modeId: B.ids.cash, amount: 5, reason: 'Test dropped' })).status).toBe(200);
    await sql`update visit_payments set received_at = '2026-11-03 12:00' where kind = 'refund' and visit_id = ${refunded.id}`.execute(
      t.app.ctx.db,
    );
    await paid(null, 7, '2026-11-04 18:30');
    await paid(B.ids.centre, 40, '2026-12-01 00:00');

    const res = await c.get('/api/expense/monthly-summary?from=2026-10-01&to=2026-11-30');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const summary = res.body;
    expect(summary.months).toEqual(['2026-10', '2026-11']);
    expect(summary.totals).toEqual({ income: 32, expenses: 8000.75, difference: -7968.75, pending: 9000.25, pendingCount: 2 });
    expect(summary.byNode).toContainEqual({ month: '2026-11', nodeId: null, node: null, income: 7, expenses: 0, difference: 7 });

    // The recount: every row of the period, from the list and from visit_payments, added up here.
    const list = await c.get(
      `/api/expense${listQuery({ range: [0, 999], filter: { date_gte: '2026-10-01', date_lte: '2026-11-30', status: ['recorded', 'approved'] } })}`,
    );
    const byCategory = new Map<string, number>();
    const byNode = new Map<string, { income: number; expenses: number }>();
    const cell = (key: string) => byNode.get(key) ?? byNode.set(key, { income: 0, expenses: 0 }).get(key)!;
    for (const e of list.body as Json[]) {
      const month = e.date.slice(0, 7);
      byCategory.set(`${month}|${e.category.name}`, (byCategory.get(`${month}|${e.category.name}`) ?? 0) + e.amount);
      cell(`${month}|${e.nodeId}`).expenses += e.amount;
    }
    const { rows } = await sql<{ month: string; nodeId: string | null; amount: number }>`
      select to_char(p.received_at, 'YYYY-MM') as month, v.node_id as "nodeId", case when p.kind = 'payment' then p.amount else -p.amount end as amount
      from visit_payments p join visits v on v.id = p.visit_id
      where p.org_id = ${B.org.id} and p.received_at >= '2026-10-01' and p.received_at < '2026-12-01'`.execute(t.app.ctx.db);
    for (const r of rows) cell(`${r.month}|${r.nodeId ?? ''}`).income += r.amount;
    const round = (n: number) => Math.round(n * 100) / 100;
    expect(new Map(summary.byCategory.map((r: Json) => [`${r.month}|${r.category}`, r.expenses]))).toEqual(
      new Map([...byCategory].map(([k, v]) => [k, round(v)])),
    );
    expect(new Map(summary.byNode.map((r: Json) => [`${r.month}|${r.nodeId ?? ''}`, { income: r.income, expenses: r.expenses }]))).toEqual(
      new Map([...byNode].map(([k, v]) => [k, { income: round(v.income), expenses: round(v.expenses) }])),
    );
    for (const r of summary.byNode) expect(r.difference).toBe(round(r.income - r.expenses));

    const centreOnly = (await c.get(`/api/expense/monthly-summary?from=2026-10-01&to=2026-11-30&nodeId=${B.ids.centre}`)).body;
    expect(centreOnly.byNode.every((r: Json) => r.nodeId === B.ids.centre)).toBe(true);
    expect((await c.get('/api/expense/monthly-summary?from=2026-11-30&to=2026-10-01')).body.details).toEqual([
      { field: 'from', message: 'From must be on or before To' },
    ]);
    expect((await c.get('/api/expense/monthly-summary?from=2020-01-01&to=2026-11-30')).status).toBe(400);
  });

  it('keeps the summary’s daily and monthly roll-ups equal to a recount of the rows after every kind of write', async () => {
    const c = B.client;
    const bIds = await expenseIds(c);
    const db = t.app.ctx.db;
    const spend = (over: Json) => createExpense(c, expenseBody(B, bIds, over));
    await setThreshold(c, 3000);
    // an entry changed in every summed column, one deleted, one approved and reversed, one with a receipt
    const moved = await spend({ date: '2026-08-30', amount: 700 });
    const edited = await c.put(`/api/expense/${moved.id}`, {
      ...moved,
      date: '2026-09-02',
      amount: 3500,
      categoryId: bIds.rent,
      nodeId: B.ids.mainLab,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.status).toBe('pending');
    expect((await c.delete(`/api/expense/${(await spend({ date: '2026-08-31', amount: 10 })).id}`)).status).toBe(200);
    expect((await c.post(`/api/expense/${moved.id}/approve`)).status).toBe(200);
    expect((await c.post(`/api/expense/${moved.id}/reverse`, { reason: 'Wrong month' })).status).toBe(201);
    const withReceipt = await spend({ date: '2026-08-31', amount: 45.5, categoryId: bIds.salaries });
    expect((await uploadReceipt(t.app, { token: B.token, host: 'exp-b.localhost' }, withReceipt.id, 'image/png', PNG)).status).toBe(200);
    await spend({ date: '2026-09-01', amount: 9999 });
    await setThreshold(c, null);
    // money in and out; a payment moved in time; a visit that changes node takes its money along
    const visit = await createVisit(c, { productCodes: ['HB'], nodeId: B.ids.centre, payments: [{ modeId: B.ids.cash, amount: 30 }] });
    expect((await c.post(`/api/visit/${visit.id}/refunds`, { modeId: B.ids.cash, amount: 12.5, reason: 'Test dropped' })).status).toBe(200);
    await sql`update visit_payments set received_at = '2026-08-31 23:30' where visit_id = ${visit.id} and kind = 'payment'`.execute(db);
    await sql`update visits set node_id = ${B.ids.mainLab} where id = ${visit.id}`.execute(db);
    const unplaced = await createVisit(c, { productCodes: ['HB'], nodeId: null, payments: [{ modeId: B.ids.cash, amount: 8 }] });
    await sql`update visits set node_id = ${B.ids.centre} where id = ${unplaced.id}`.execute(db);

    const rolled = async () => {
      const { rows: expenses } =
        await sql<Json>`select grain, period::text, node_id, category_id, spent, spent_count, pending, pending_count
        from expense_rollups where org_id = ${B.org.id} and (spent_count <> 0 or pending_count <> 0 or spent <> 0 or pending <> 0)
        order by 1, 2, 3, 4`.execute(db);
      const { rows: income } = await sql<Json>`select grain, period::text, node_id, income, movements
        from income_rollups where org_id = ${B.org.id} and (movements <> 0 or income <> 0) order by 1, 2, 3`.execute(db);
      return { expenses, income };
    };
    const grains = sql`(values ('day'), ('month')) as g(grain)`;
    const period = (day: ReturnType<typeof sql>) =>
      sql`(case when g.grain = 'day' then ${day} else date_trunc('month', (${day})::timestamp)::date end)`;
    const { rows: expenses } = await sql<Json>`select g.grain, ${period(sql`e.expense_date`)}::text as period, e.node_id, e.category_id,
        coalesce(sum(e.amount) filter (where e.status <> 'pending'), 0) as spent, count(*) filter (where e.status <> 'pending')::int as spent_count,
        coalesce(sum(e.amount) filter (where e.status = 'pending'), 0) as pending, count(*) filter (where e.status = 'pending')::int as pending_count
      from expenses e cross join ${grains} where e.org_id = ${B.org.id} group by 1, 2, 3, 4 order by 1, 2, 3, 4`.execute(db);
    const { rows: income } = await sql<Json>`select g.grain, ${period(sql`p.received_at::date`)}::text as period, v.node_id,
        sum(case when p.kind = 'payment' then p.amount else -p.amount end) as income, count(*)::int as movements
      from visit_payments p join visits v on v.org_id = p.org_id and v.id = p.visit_id cross join ${grains}
      where p.org_id = ${B.org.id} group by 1, 2, 3 order by 1, 2, 3`.execute(db);
    const kept = await rolled();
    expect(kept).toEqual({ expenses, income });
    expect(kept.income).toContainEqual({ grain: 'day', period: '2026-08-31', node_id: B.ids.mainLab, income: 30, movements: 1 });
    expect(kept.expenses.length).toBeGreaterThan(10);

    // the migration's backfill (and a bulk load's) recounts them to the same rows
    await sql`select labdesk_rebuild_money_rollups(${B.org.id})`.execute(db);
    expect(await rolled()).toEqual(kept);
    const summary = (await c.get('/api/expense/monthly-summary?from=2026-08-15&to=2026-09-10')).body;
    expect(summary.byNode).toContainEqual({
      month: '2026-08',
      nodeId: B.ids.mainLab,
      node: expect.any(String),
      income: 30,
      expenses: 0,
      difference: 30,
    });
  });
});
