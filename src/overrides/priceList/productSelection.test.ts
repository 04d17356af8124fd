import { describe, expect, it } from 'vitest';
import type { Product } from '../../providers/domainTypes';
import { type Selection, selectionPayload, setPrice, toggleAll, toggleProduct } from './productSelection';

const lipid: Product = {
    kind: 'group',
    id: 'g1',
    code: 'LIPID',
    name: 'Lipid profile',
    basePrice: 600,
    isActive: true,
};
const hb: Product = { kind: 'analyte', id: 'a1', code: 'HB', name: 'Haemoglobin', basePrice: 150.5, isActive: true };
const none: Selection = new Map();

describe('products picked for a price list', () => {
    it('start at their base price', () => {
        const picked = toggleProduct(none, lipid);
        expect(selectionPayload(picked)).toEqual({ items: [{ kind: 'group', id: 'g1', price: 600 }], invalid: [] });
        expect(toggleProduct(picked, lipid).size).toBe(0);
    });
    it('take the price typed for them, and name those that are not prices', () => {
        let picked = toggleAll(none, [lipid, hb]);
        picked = setPrice(picked, 'group:g1', '1,200.50');
        picked = setPrice(picked, 'analyte:a1', 'free');
        expect(selectionPayload(picked)).toEqual({
            items: [{ kind: 'group', id: 'g1', price: 1200.5 }],
            invalid: ['analyte:a1'],
        });
    });
    it('are all ticked at once, or all unticked when all were', () => {
        const one = toggleProduct(none, hb);
        const all = toggleAll(one, [lipid, hb]);
        expect([...all.keys()]).toEqual(['analyte:a1', 'group:g1']);
        expect(toggleAll(all, [lipid, hb]).size).toBe(0);
        expect(setPrice(none, 'group:g1', '5')).toBe(none);
    });
});
