/**
 * Catalogue shapes both sides read: an analyte's result types and the rows of its reference ranges
 * (stored in the analyte's json field with the masters' codes, shown and edited by the SPA).
 */

import { Type, type Static } from 'typebox';

export const ResultType = Type.Union([Type.Literal('Numeric'), Type.Literal('Text'), Type.Literal('Choice'), Type.Literal('Calculated')]);
export type ResultType = Static<typeof ResultType>;

/** One choice of a Choice analyte; an abnormal one flags its result 'A'. */
export const AnalyteChoice = Type.Object({ value: Type.String(), abnormal: Type.Optional(Type.Boolean()) });
export type AnalyteChoice = Static<typeof AnalyteChoice>;

/** One row of an analyte's reference ranges (codes of the sex, age-period and trimester masters, not ids). */
export interface ReferenceRange {
  sex?: string | null;
  ageFrom: number;
  ageTo: number;
  ageUnit: string;
  trimester?: string | null;
  low?: number | null;
  high?: number | null;
  criticalLow?: number | null;
  criticalHigh?: number | null;
  normalText?: string | null;
  note?: string | null;
}

/** An analyte or an item group, as the price list calls name it. */
export const ProductKind = Type.Enum(['analyte', 'group'], { title: 'Kind' });
export type ProductKind = Static<typeof ProductKind>;

const ProductId = Type.String({ format: 'uuid', title: 'Product' });

/** A product to take out of a price list. */
export const ProductRefInput = Type.Object({ kind: ProductKind, id: ProductId }, { additionalProperties: false });
export type ProductRefInput = Static<typeof ProductRefInput>;

/** A product to add to a price list or re-price; no price (or null): the product's base price. */
export const PriceInput = Type.Object(
  {
    kind: ProductKind,
    id: ProductId,
    price: Type.Optional(Type.Unsafe<number | null>({ type: ['number', 'null'], minimum: 0, maximum: 1e10, cents: true, title: 'Price' })),
  },
  { additionalProperties: false },
);
export type PriceInput = Static<typeof PriceInput>;

/** PUT /api/pl/{id}/items. */
export const PriceListItemsInput = Type.Object(
  { items: Type.Array(PriceInput, { minItems: 1, maxItems: 5000, title: 'Items' }) },
  { additionalProperties: false },
);
export type PriceListItemsInput = Static<typeof PriceListItemsInput>;

/** PUT /api/pl/remove-group-from-pricelist. */
export const PriceListRemoval = Type.Object(
  {
    priceListId: Type.String({ format: 'uuid', title: 'Price list' }),
    items: Type.Array(ProductRefInput, { minItems: 1, maxItems: 5000, title: 'Items' }),
  },
  { additionalProperties: false },
);
export type PriceListRemoval = Static<typeof PriceListRemoval>;
