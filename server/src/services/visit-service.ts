import { inTransaction, type Db } from '../db/database.ts';
import { conflict, forbidden, invalidFields, notFound } from '../errors.ts';
import { can } from '../permissions.ts';
import { writeAudit } from '../repositories/audit-repository.ts';
import type { Principal } from '../repositories/auth-repository.ts';
import { scopedNodeIds } from '../repositories/node-scope.ts';
import { anySampleCollected, setSamplesNode } from '../repositories/sample-repository.ts';
import { priceListFor } from '../repositories/visit-order-repository.ts';
import {
  insertPayment,
  insertVisit,
  lockVisit,
  nextVisitNumber,
  touchVisit,
  updateVisit,
  visitReferences,
  visitVisible,
  type StoredVisit,
  type VisitValues,
} from '../repositories/visit-repository.ts';
import type { VisitCreateInput, VisitOrderItem, VisitPaymentInput, VisitRefundInput, VisitUpdateInput } from '../../../contract/visits.ts';
import { applyDiscount, checkMode, checkPayments, type DiscountInput } from './visit-billing.ts';
import { publicHash, visitCode } from './visit-codes.ts';
import { planOrder, round2 } from './visit-order.ts';
import { visitRecord } from './visit-record.ts';
import { replaceOrder, writeOrder } from './visit-samples.ts';
import { refreshVisitStatus } from './visit-status.ts';

/** A visit's body: POST /api/visit's, or PUT's (with the version read, without payments). */
export type VisitBody = VisitCreateInput & Partial<Pick<VisitUpdateInput, 'version'>>;

type Fields = Omit<VisitValues, 'gross' | 'discountType' | 'discountValue' | 'discountAmount' | 'discountReasonId' | 'net'>;

const who = (p: Principal) => ({ orgId: p.organization.id, userId: p.user.id });
const blank = (s: string | null | undefined) => (s?.trim() ? s.trim() : null);
const LOCKED = ['verified', 'reported'];

/** The visit's references, checked: a 400 per field that names no usable record. */
async function resolveFields(trx: Db, p: Principal, body: VisitBody, stored?: StoredVisit): Promise<Fields> {
  const orgId = p.organization.id;
  const scoped = scopedNodeIds(p);
  const nodeId = body.nodeId === undefined || body.nodeId === null ? (stored?.nodeId ?? scoped?.[0] ?? null) : body.nodeId;
  const refs = await visitReferences(trx, orgId, {
    patientId: body.patientId,
    referrerId: body.referrerId ?? null,
    nodeId,
    priceListId: body.priceListId ?? null,
    trimesterCode: body.trimesterCode ?? null,
  });
  const problems = [];
  if (!refs.patient) problems.push({ field: 'patientId', message: 'No such patient' });
  if (body.referrerId && !refs.referrer) problems.push({ field: 'referrerId', message: 'No such referrer' });
  else if (refs.referrer && !refs.referrer.isActive && body.referrerId !== stored?.referrerId)
    problems.push({ field: 'referrerId', message: 'This referrer is inactive' });
  if (nodeId && !refs.node) problems.push({ field: 'nodeId', message: 'No such collection centre' });
  else if (refs.node && !refs.node.isActive && nodeId !== stored?.nodeId)
    problems.push({ field: 'nodeId', message: 'This collection centre is inactive' });
  else if (nodeId && scoped && !scoped.includes(nodeId))
    problems.push({ field: 'nodeId', message: 'You are not assigned to this collection centre' });
  if (body.priceListId && (!refs.priceList || !refs.priceList.isActive))
    problems.push({ field: 'priceListId', message: 'No such active price list' });
  if (body.trimesterCode && !refs.trimester)
    problems.push({ field: 'trimesterCode', message: `No trimester with code '${body.trimesterCode}'` });
  const home = body.collectionType === 'home';
  const homeAddress = blank(body.homeAddress) ?? (home ? (refs.patient?.address ?? null) : null);
  const homePhone = blank(body.homePhone) ?? (home ? (refs.patient?.phone ?? null) : null);
  if (home && refs.patient && !homeAddress) problems.push({ field: 'homeAddress', message: 'Home collection needs an address' });
  if (home && refs.patient && !homePhone) problems.push({ field: 'homePhone', message: 'Home collection needs a phone number' });
  if (problems.length) throw invalidFields(problems);
  return {
    patientId: body.patientId,
    referrerId: body.referrerId ?? null,
    nodeId,
    priceListId: body.priceListId ?? (await priceListFor(trx, orgId, body.referrerId ?? null)),
    collectionType: body.collectionType ?? 'walk-in',
    homeAddress,
    homePhone,
    scheduledAt: body.scheduledAt ?? null,
    trimesterCode: body.trimesterCode ?? null,
    clinicalNotes: blank(body.clinicalNotes),
  };
}

const sameDiscount = (d: DiscountInput | null | undefined, s: StoredVisit) =>
  (!d && !s.discountType) ||
  (!!d && d.type === s.discountType && d.value === s.discountValue && (d.reasonId ?? null) === s.discountReasonId);

function needDiscountPermission(p: Principal): void {
  if (!can(p, 'visit', 'give-discount')) throw forbidden('You do not have permission to give-discount visit');
}

const sameItems = (a: { kind: string; productId: string }[], b: VisitOrderItem[]) =>
  a.length === b.length && a.every((x, i) => x.kind === b[i].kind && x.productId === b[i].id);

const refused = (v: StoredVisit, why: string) => conflict(`Visit ${v.code} ${why}`);

/** Visits as bills: create, change, payments, refunds and cancellation; every change audited in its transaction. */
export class VisitService {
  constructor(private readonly db: Db) {}

  async get(p: Principal, id: string, db: Db = this.db) {
    if (!(await visitVisible(db, p.organization.id, p, id))) throw notFound('Visit not found');
    return (await visitRecord(db, p.organization.id, id))!;
  }

  private async locked(trx: Db, p: Principal, id: string): Promise<StoredVisit> {
    const stored = await lockVisit(trx, p.organization.id, p, id);
    if (!stored) throw notFound('Visit not found');
    return stored;
  }

  async create(p: Principal, body: VisitBody, db: Db = this.db) {
    if (body.discount) needDiscountPermission(p);
    const { orgId, userId } = who(p);
    return inTransaction(db, async (trx) => {
      const fields = await resolveFields(trx, p, body);
      const order = await planOrder(trx, orgId, fields.priceListId, body.items);
      const discount = await applyDiscount(trx, orgId, order.gross, body.discount);
      const net = round2(order.gross - (discount?.amount ?? 0));
      const payments = body.payments ?? [];
      await checkPayments(trx, orgId, payments, net, (i) => `payments.${i}.`, 'payments');
      const year = new Date().getFullYear();
      const code = visitCode(year, await nextVisitNumber(trx, orgId, year));
      const id = await insertVisit(trx, orgId, userId, code, publicHash(), {
        ...fields,
        gross: order.gross,
        net,
        discountType: discount?.type ?? null,
        discountValue: discount?.value ?? null,
        discountAmount: discount?.amount ?? 0,
        discountReasonId: discount?.reasonId ?? null,
      });
      await writeOrder(trx, orgId, { id, code, nodeId: fields.nodeId }, order);
      for (const pay of payments) {
        await insertPayment(trx, orgId, id, userId, {
          kind: 'payment',
          modeId: pay.modeId,
          amount: pay.amount,
          reference: blank(pay.reference),
          reason: null,
        });
      }
      await refreshVisitStatus(trx, orgId, id);
      const record = (await visitRecord(trx, orgId, id))!;
      await writeAudit(trx, { orgId, userId, resource: 'visit', recordId: id, action: 'create', before: null, after: record });
      return record;
    });
  }

  async update(p: Principal, id: string, body: VisitBody) {
    const { orgId, userId } = who(p);
    return inTransaction(this.db, async (trx) => {
      const stored = await this.locked(trx, p, id);
      if (stored.status === 'cancelled') throw refused(stored, 'is cancelled; it can no longer change');
      if (body.version !== stored.version) {
        throw conflict(`This visit was changed by someone else (version ${stored.version}); reload it and apply your change again`);
      }
      if (!sameDiscount(body.discount, stored)) needDiscountPermission(p);
      const before = (await visitRecord(trx, orgId, id))!;
      const collected = await anySampleCollected(trx, orgId, id);
      const itemsChanged = !sameItems(before.items, body.items);
      if (collected && (itemsChanged || body.patientId !== stored.patientId)) {
        throw refused(stored, `has samples collected; its ${itemsChanged ? 'tests' : 'patient'} can no longer change`);
      }
      const fields = await resolveFields(trx, p, body, stored);
      // Once samples are drawn the bill stands as priced; before that a new list or new tests re-price it.
      const reprice = !collected && (itemsChanged || fields.priceListId !== stored.priceListId);
      if (!reprice) fields.priceListId = stored.priceListId;
      const order = reprice ? await planOrder(trx, orgId, fields.priceListId, body.items) : null;
      const gross = order?.gross ?? stored.gross;
      const discount = await applyDiscount(trx, orgId, gross, body.discount);
      const net = round2(gross - (discount?.amount ?? 0));
      if (net < stored.paid - stored.refunded) {
        throw invalidFields([
          {
            field: order ? 'items' : 'discount',
            message: `The bill (${net.toFixed(2)}) would be less than what was paid (${(stored.paid - stored.refunded).toFixed(2)}); refund the difference first`,
          },
        ]);
      }
      await updateVisit(trx, orgId, userId, id, stored.version, {
        ...fields,
        gross,
        net,
        discountType: discount?.type ?? null,
        discountValue: discount?.value ?? null,
        discountAmount: discount?.amount ?? 0,
        discountReasonId: discount?.reasonId ?? null,
      });
      if (order) await replaceOrder(trx, orgId, { id, code: stored.code, nodeId: fields.nodeId }, order);
      else if (fields.nodeId !== stored.nodeId) await setSamplesNode(trx, orgId, id, fields.nodeId);
      await refreshVisitStatus(trx, orgId, id);
      const record = (await visitRecord(trx, orgId, id))!;
      await writeAudit(trx, { orgId, userId, resource: 'visit', recordId: id, action: 'update', before, after: record });
      return record;
    });
  }

  async addPayment(p: Principal, id: string, body: VisitPaymentInput) {
    const { orgId, userId } = who(p);
    return inTransaction(this.db, async (trx) => {
      const stored = await this.locked(trx, p, id);
      if (stored.status === 'cancelled') throw refused(stored, 'is cancelled; it takes no more payments');
      await checkPayments(trx, orgId, [body], stored.due, () => '', 'amount');
      const payment = {
        kind: 'payment' as const,
        modeId: body.modeId,
        amount: body.amount,
        reference: blank(body.reference),
        reason: null,
      };
      const paymentId = await insertPayment(trx, orgId, id, userId, payment);
      return this.afterMoney(trx, p, id, 'payment', { id: paymentId, ...payment });
    });
  }

  async refund(p: Principal, id: string, body: VisitRefundInput) {
    const { orgId, userId } = who(p);
    return inTransaction(this.db, async (trx) => {
      const stored = await this.locked(trx, p, id);
      if (LOCKED.includes(stored.status)) throw refused(stored, 'is verified; its payments can no longer be refunded');
      const refundable = round2(stored.paid - stored.refunded);
      const problems = [];
      if (body.amount > refundable) problems.push({ field: 'amount', message: `At most ${refundable.toFixed(2)} can be refunded` });
      if (!body.reason.trim()) problems.push({ field: 'reason', message: 'A refund needs a reason' });
      if (problems.length) throw invalidFields(problems);
      await checkMode(trx, orgId, body.modeId);
      const refund = { kind: 'refund' as const, modeId: body.modeId, amount: body.amount, reference: null, reason: body.reason.trim() };
      const refundId = await insertPayment(trx, orgId, id, userId, refund);
      return this.afterMoney(trx, p, id, 'refund', { id: refundId, ...refund });
    });
  }

  private async afterMoney(trx: Db, p: Principal, id: string, action: string, entry: Record<string, unknown>) {
    const { orgId, userId } = who(p);
    await touchVisit(trx, orgId, id, userId);
    const record = (await visitRecord(trx, orgId, id))!;
    await writeAudit(trx, {
      orgId,
      userId,
      resource: 'visit',
      recordId: id,
      action,
      before: null,
      after: { ...entry, paid: record.paid, refunded: record.refunded, due: record.due },
    });
    return record;
  }

  async cancel(p: Principal, id: string, reason: string) {
    const { orgId, userId } = who(p);
    return inTransaction(this.db, async (trx) => {
      const stored = await this.locked(trx, p, id);
      if (stored.status === 'cancelled') throw refused(stored, 'is already cancelled');
      if (LOCKED.includes(stored.status)) throw refused(stored, 'is verified; it can no longer be cancelled');
      if (!reason.trim()) throw invalidFields([{ field: 'reason', message: 'A cancellation needs a reason' }]);
      // A cancelled visit owes nothing: net 0, so its due is what is still to be refunded (negative).
      await touchVisit(trx, orgId, id, userId, {
        status: 'cancelled',
        net: 0,
        cancelled_at: new Date(),
        cancelled_by: userId,
        cancel_reason: reason.trim(),
      });
      const record = (await visitRecord(trx, orgId, id))!;
      await writeAudit(trx, {
        orgId,
        userId,
        resource: 'visit',
        recordId: id,
        action: 'cancel',
        before: { status: stored.status },
        after: { status: 'cancelled', reason: reason.trim() },
      });
      return record;
    });
  }
}
