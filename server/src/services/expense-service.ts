import type { ExpenseCreate, ExpenseRecord, ExpenseStatus, ExpenseUpdate } from '../../../contract/expense.ts';
import { inTransaction, type Db } from '../db/database.ts';
import { conflict, invalidFields, notFound, type FieldProblem } from '../errors.ts';
import { writeAudit } from '../repositories/audit-repository.ts';
import type { Principal } from '../repositories/auth-repository.ts';
import {
  approveExpense,
  deleteExpense,
  expenseReferences,
  getExpense,
  insertExpense,
  listExpenses,
  lockExpense,
  updateExpense,
  type ExpenseRow,
  type ExpenseValues,
} from '../repositories/expense-repository.ts';
import { scopedNodeIds } from '../repositories/node-scope.ts';
import type { ListQuery } from '../schema/list-query.ts';
import { stale } from './admin-rules.ts';
import { expenseSettings } from './expense-settings.ts';

export const EXPENSE_RESOURCE = 'expense';

type Stored = NonNullable<Awaited<ReturnType<typeof lockExpense>>>;

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
const blank = (s: string | null | undefined) => (s?.trim() ? s.trim() : null);

export const presentExpense = (row: ExpenseRow): ExpenseRecord => ({
  ...row,
  approvedAt: iso(row.approvedAt),
  createdAt: iso(row.createdAt)!,
  updatedAt: iso(row.updatedAt)!,
});

const LOCKED = 'is approved and locked: reverse it and record a new entry to change it';

/** The 409 that names the entry and why it cannot change. */
export const lockedConflict = (s: { date: string; amount: number }) => conflict(`The expense of ${s.amount} on ${s.date} ${LOCKED}`);

/**
 * Expenses: record, change, delete, approve and reverse, each in one transaction with its audit row. An entry above
 * the organisation's approval threshold is pending until a member with expense.approve approves it; an approved entry
 * is locked, and changes through a reversal (its negative copy) and a new entry.
 */
export class ExpenseService {
  constructor(private readonly db: Db) {}

  list(p: Principal, query: ListQuery) {
    return listExpenses(this.db, p.organization.id, p, query);
  }

  async get(p: Principal, id: string, db: Db = this.db): Promise<ExpenseRecord> {
    const row = await getExpense(db, p.organization.id, p, id);
    if (!row) throw notFound('Expense not found');
    return presentExpense(row);
  }

  /** Whether each reference names a usable record; an inactive one is refused unless the entry already had it. */
  private async checkReferences(trx: Db, p: Principal, v: ExpenseValues, stored?: Stored): Promise<void> {
    const found = await expenseReferences(trx, p.organization.id, v);
    const problems: FieldProblem[] = [];
    const check = (kind: 'category' | 'node' | 'mode', field: keyof ExpenseValues, what: string) => {
      const active = found.get(kind);
      if (active === undefined) problems.push({ field, message: `No such ${what}` });
      else if (!active && v[field] !== stored?.[field]) problems.push({ field, message: `This ${what} is inactive` });
    };
    check('category', 'categoryId', 'expense category');
    check('node', 'nodeId', 'node');
    check('mode', 'paymentModeId', 'payment mode');
    const scoped = scopedNodeIds(p);
    if (found.has('node') && scoped && !scoped.includes(v.nodeId)) {
      problems.push({ field: 'nodeId', message: 'You are not assigned to this node' });
    }
    if (problems.length) throw invalidFields(problems);
  }

  private async statusFor(trx: Db, orgId: string, amount: number): Promise<ExpenseStatus> {
    const { approvalThreshold } = await expenseSettings(trx, orgId);
    return approvalThreshold !== null && amount > approvalThreshold ? 'pending' : 'recorded';
  }

  private async locked(trx: Db, p: Principal, id: string): Promise<Stored> {
    const stored = await lockExpense(trx, p.organization.id, p, id);
    if (!stored) throw notFound('Expense not found');
    return stored;
  }

  private audit(trx: Db, p: Principal, id: string, action: string, before: unknown, after: unknown) {
    return writeAudit(trx, {
      orgId: p.organization.id,
      userId: p.user.id,
      resource: EXPENSE_RESOURCE,
      recordId: id,
      action,
      before,
      after,
    });
  }

  async create(p: Principal, body: ExpenseCreate): Promise<ExpenseRecord> {
    return inTransaction(this.db, async (trx) => {
      const values: ExpenseValues = {
        date: body.date,
        categoryId: body.categoryId,
        nodeId: body.nodeId,
        paymentModeId: body.paymentModeId,
        amount: body.amount,
        vendor: blank(body.vendor),
        description: blank(body.description),
        referenceNo: blank(body.referenceNo),
        status: await this.statusFor(trx, p.organization.id, body.amount),
      };
      await this.checkReferences(trx, p, values);
      const id = await insertExpense(trx, p.organization.id, p.user.id, values);
      await this.audit(trx, p, id, 'create', null, values);
      return this.get(p, id, trx);
    });
  }

  async update(p: Principal, id: string, body: ExpenseUpdate): Promise<ExpenseRecord> {
    return inTransaction(this.db, async (trx) => {
      const stored = await this.locked(trx, p, id);
      if (stored.status === 'approved') throw lockedConflict(stored);
      if (body.version !== stored.version) throw stale('expense', stored.version);
      const amount = body.amount ?? stored.amount;
      const text = (key: 'vendor' | 'description' | 'referenceNo') => (body[key] === undefined ? stored[key] : blank(body[key]));
      const values: ExpenseValues = {
        date: body.date ?? stored.date,
        categoryId: body.categoryId ?? stored.categoryId,
        nodeId: body.nodeId ?? stored.nodeId,
        paymentModeId: body.paymentModeId ?? stored.paymentModeId,
        amount,
        vendor: text('vendor'),
        description: text('description'),
        referenceNo: text('referenceNo'),
        status: await this.statusFor(trx, p.organization.id, amount),
      };
      await this.checkReferences(trx, p, values, stored);
      await updateExpense(trx, p.organization.id, p.user.id, id, values);
      const { id: _id, version: _v, reversalOf: _r, reversedBy: _b, ...before } = stored;
      await this.audit(trx, p, id, 'update', before, values);
      return this.get(p, id, trx);
    });
  }

  async remove(p: Principal, id: string): Promise<ExpenseRecord> {
    return inTransaction(this.db, async (trx) => {
      const stored = await this.locked(trx, p, id);
      if (stored.status === 'approved') throw lockedConflict(stored);
      const record = await this.get(p, id, trx);
      await deleteExpense(trx, p.organization.id, id);
      await this.audit(trx, p, id, 'delete', record, null);
      return record;
    });
  }

  async approve(p: Principal, id: string): Promise<ExpenseRecord> {
    return inTransaction(this.db, async (trx) => {
      const stored = await this.locked(trx, p, id);
      if (stored.status !== 'pending') {
        throw conflict(`Only a pending expense can be approved; this one is ${stored.status}`, [
          { field: 'status', message: stored.status },
        ]);
      }
      await approveExpense(trx, p.organization.id, p.user.id, id);
      await this.audit(trx, p, id, 'approve', { status: stored.status }, { status: 'approved' });
      return this.get(p, id, trx);
    });
  }

  /**
   * The negative copy of an approved entry, approved and linked to it, on the same day (so the month it was
   * counted in nets to zero); the reason becomes its description. An entry is reversed once; a reversal never.
   */
  async reverse(p: Principal, id: string, reason: string): Promise<ExpenseRecord> {
    return inTransaction(this.db, async (trx) => {
      const stored = await this.locked(trx, p, id);
      if (stored.reversalOf) throw conflict('A reversal cannot itself be reversed');
      if (stored.reversedBy) throw conflict('This expense has already been reversed', [{ id: stored.reversedBy, message: 'The reversal' }]);
      if (stored.status !== 'approved') {
        throw conflict(`Only an approved expense is reversed; this one is ${stored.status}: change or delete it instead`);
      }
      const values: ExpenseValues = { ...stored, amount: -stored.amount, description: `Reversal: ${reason.trim()}`, status: 'approved' };
      const reversalId = await insertExpense(trx, p.organization.id, p.user.id, { ...values, reversalOf: id });
      await this.audit(trx, p, reversalId, 'create', null, { ...values, reversalOf: id });
      await this.audit(trx, p, id, 'reverse', null, { reversedBy: reversalId, reason: reason.trim() });
      return this.get(p, reversalId, trx);
    });
  }
}
