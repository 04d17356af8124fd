import { round2, toAmount } from '../money';
import type { DiscountType } from '../../../providers/visitTypes';

export interface BillTotals {
    gross: number;
    discount: number;
    net: number;
    paid: number;
    due: number;
}

export interface BillInput {
    prices: readonly number[];
    discount?: { type?: DiscountType | null; value?: unknown } | null;
    payments?: readonly { amount?: unknown }[];
}

/** The discount in money: a percentage of the gross, or an amount never above it. */
export const discountAmount = (gross: number, discount: BillInput['discount']): number => {
    const value = toAmount(discount?.value);
    if (value === null || value <= 0) return 0;
    if (discount?.type === 'percent') return round2((gross * Math.min(value, 100)) / 100);
    return round2(Math.min(value, gross));
};

/** Gross, discount, net, paid and due of a bill being written, as the server will compute them. */
export const billTotals = ({ prices, discount, payments = [] }: BillInput): BillTotals => {
    const gross = round2(prices.reduce((sum, price) => sum + price, 0));
    const off = discountAmount(gross, discount);
    const net = round2(gross - off);
    const paid = round2(payments.reduce((sum, payment) => sum + (toAmount(payment.amount) ?? 0), 0));
    return { gross, discount: off, net, paid, due: round2(net - paid) };
};
