import type { VisitDiscountInput, VisitPaymentInput } from '../../../contract/visits.ts';
import type { Db } from '../db/database.ts';
import { invalidFields, type FieldProblem } from '../errors.ts';
import { discountReason, paymentModes } from '../repositories/visit-repository.ts';
import { round2 } from './visit-order.ts';

/** A discount asked for (contract/visits.ts). */
export type DiscountInput = NonNullable<VisitDiscountInput>;

export interface Discount {
  type: 'amount' | 'percent';
  value: number;
  amount: number;
  reasonId: string;
}

const money = (n: number) => n.toFixed(2);

/**
 * A discount on a bill of `gross`: it needs a reason from the master, and stays within what the reason
 * allows (its maxPercent) and within the bill. A percentage is re-applied whenever the bill changes.
 */
export async function applyDiscount(trx: Db, orgId: string, gross: number, d: DiscountInput | null | undefined): Promise<Discount | null> {
  if (!d) return null;
  if (!d.reasonId) throw invalidFields([{ field: 'discount.reasonId', message: 'A discount needs a reason' }]);
  const reason = await discountReason(trx, orgId, d.reasonId);
  if (!reason || !reason.isActive) throw invalidFields([{ field: 'discount.reasonId', message: 'Choose an active discount reason' }]);
  if (d.type === 'percent' && d.value > 100)
    throw invalidFields([{ field: 'discount.value', message: 'A percentage discount must be between 0 and 100' }]);
  const amount = d.type === 'percent' ? round2((gross * d.value) / 100) : d.value;
  if (amount > gross)
    throw invalidFields([{ field: 'discount.value', message: `The discount (${money(amount)}) cannot exceed the bill (${money(gross)})` }]);
  if (gross > 0 && (amount / gross) * 100 > reason.maxPercent + 1e-9) {
    throw invalidFields([
      { field: 'discount.value', message: `A '${reason.name}' discount may be at most ${reason.maxPercent}% of the bill` },
    ]);
  }
  return { type: d.type, value: d.value, amount, reasonId: d.reasonId };
}

/** Payments must name an active mode, carry a reference where the mode asks for one, and not exceed `limit`. */
export async function checkPayments(
  trx: Db,
  orgId: string,
  payments: VisitPaymentInput[],
  limit: number,
  prefix: (i: number) => string,
  totalField: string,
): Promise<void> {
  const modes = await paymentModes(trx, orgId, [...new Set(payments.map((p) => p.modeId))]);
  const problems: FieldProblem[] = [];
  payments.forEach((p, i) => {
    const mode = modes.get(p.modeId);
    if (!mode || !mode.isActive) problems.push({ field: `${prefix(i)}modeId`, message: 'Choose an active payment mode' });
    else if (mode.requiresReference && !p.reference?.trim())
      problems.push({ field: `${prefix(i)}reference`, message: `A ${mode.name} payment needs a reference` });
  });
  const total = round2(payments.reduce((sum, p) => sum + p.amount, 0));
  if (total > limit + 1e-9)
    problems.push({ field: totalField, message: `Payments (${money(total)}) exceed the amount due (${money(limit)})` });
  if (problems.length) throw invalidFields(problems);
}

/** The mode money goes back through (a refund needs no reference: the payment it returns had one). */
export async function checkMode(trx: Db, orgId: string, modeId: string): Promise<void> {
  const mode = (await paymentModes(trx, orgId, [modeId])).get(modeId);
  if (!mode || !mode.isActive) throw invalidFields([{ field: 'modeId', message: 'Choose an active payment mode' }]);
}
