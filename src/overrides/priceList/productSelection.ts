import { parsePrice } from '../../lib/decimalInput';
import type { PriceInput, Product } from '../../providers/domainTypes';

/** Products ticked in the "Add products" dialog, each with the price typed for it (its base price to start). */
export type Selection = ReadonlyMap<string, { product: Product; price: string }>;

export const productKey = (product: Pick<Product, 'kind' | 'id'>) => `${product.kind}:${String(product.id)}`;

export const toggleProduct = (selection: Selection, product: Product): Selection => {
    const next = new Map(selection);
    const key = productKey(product);
    if (next.has(key)) next.delete(key);
    else next.set(key, { product, price: String(product.basePrice) });
    return next;
};

/** Tick every product shown, or untick them all when they all are ticked already. */
export const toggleAll = (selection: Selection, shown: Product[]): Selection => {
    const next = new Map(selection);
    const allTicked = shown.length > 0 && shown.every(product => next.has(productKey(product)));
    for (const product of shown) {
        if (allTicked) next.delete(productKey(product));
        else if (!next.has(productKey(product)))
            next.set(productKey(product), { product, price: String(product.basePrice) });
    }
    return next;
};

export const setPrice = (selection: Selection, key: string, price: string): Selection => {
    const entry = selection.get(key);
    if (!entry) return selection;
    return new Map(selection).set(key, { ...entry, price });
};

/** The PUT body's items, or the keys whose price does not read as one. */
export const selectionPayload = (selection: Selection): { items: PriceInput[]; invalid: string[] } => {
    const items: PriceInput[] = [];
    const invalid: string[] = [];
    for (const [key, { product, price }] of selection) {
        const value = parsePrice(price);
        if (value === null) invalid.push(key);
        else items.push({ kind: product.kind, id: String(product.id), price: value });
    }
    return { items, invalid };
};
