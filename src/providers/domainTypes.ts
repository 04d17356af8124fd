import type { Identifier, RaRecord } from 'react-admin';

/** Records and payloads of the laboratory's bespoke calls (docs/api-contract.md, Front desk and Catalogue). */

export interface PersonName {
    prefix?: string | null;
    firstName: string;
    lastName?: string | null;
    fullName: string;
}

export interface PatientRecord extends RaRecord {
    code: string;
    prefixId?: string | null;
    firstName: string;
    lastName?: string | null;
    genderId?: string | null;
    dateOfBirth?: string | null;
    dobEstimated?: boolean;
    phoneCountryCode?: string | null;
    phoneNumber?: string | null;
    email?: string | null;
    address?: string | null;
    city?: string | null;
    categoryId?: string | null;
    referrerId?: string | null;
    name?: PersonName;
    age?: { years: number; months: number; days: number } | null;
    gender?: string | null;
    phone?: { number: { countryCode?: string | null; number?: string | null } } | null;
    /** search-patient only: how well the record matches, best first. */
    score?: number;
}

/** One entry of a 409 "Possible duplicate patient" answer's `details`. */
export interface PossibleDuplicate {
    id: string;
    code: string;
    name: string;
    phone: string | null;
    dateOfBirth: string | null;
    matchedOn: string;
}

export type { ProductKind } from '../../contract/catalogue';
import type { ProductKind } from '../../contract/catalogue';

export interface ProductRef {
    kind: ProductKind;
    id: Identifier;
}

/** Something sellable: an analyte or an item group. */
export interface Product extends ProductRef {
    code: string;
    name: string;
    basePrice: number;
    isActive: boolean;
}

export interface ProductFilter {
    q?: string;
    kind?: ProductKind;
}

/** One price of a price list (`id` is the product's id). */
export interface PriceListItem extends ProductRef {
    code: string;
    name: string;
    basePrice: number;
    price: number;
    updatedAt: string;
}

/** A product to add or re-price (absent or null price: the product's base price). */
export type { PriceInput } from '../../contract/catalogue';

export interface SavedPrices {
    priceListId: string;
    saved: number;
    items: PriceListItem[];
}

export interface ItemCategorySummary {
    id: string;
    name: string;
    description?: string | null;
    groups: number;
}

export type { ReferenceRange, ResultType } from '../../contract/catalogue';

export interface AnalyteChoice {
    value: string;
    abnormal?: boolean;
}

/** A member of an item group as read back: `name` and `code` are for display. */
export interface GroupMember extends ProductRef {
    code?: string;
    name?: string;
}
