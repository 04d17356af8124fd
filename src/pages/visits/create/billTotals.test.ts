import { describe, expect, it } from 'vitest';
import { billTotals, discountAmount } from './billTotals';

describe('billTotals', () => {
    it('adds the prices, takes a percentage off and subtracts what was paid', () => {
        expect(
            billTotals({ prices: [350, 500], discount: { type: 'percent', value: 10 }, payments: [{ amount: '500' }] })
        ).toEqual({ gross: 850, discount: 85, net: 765, paid: 500, due: 265 });
    });

    it('rounds a percentage to the cent', () => {
        expect(discountAmount(333.33, { type: 'percent', value: '12.5' })).toBe(41.67);
    });

    it('never takes off more than the gross', () => {
        expect(billTotals({ prices: [100], discount: { type: 'amount', value: 150 } })).toMatchObject({
            discount: 100,
            net: 0,
            due: 0,
        });
    });

    it('ignores blank or invalid amounts', () => {
        expect(
            billTotals({
                prices: [0.1, 0.2],
                discount: { type: 'amount', value: '' },
                payments: [{ amount: 'x' }, { amount: undefined }],
            })
        ).toEqual({ gross: 0.3, discount: 0, net: 0.3, paid: 0, due: 0.3 });
    });
});
