import type { Identifier, RaRecord } from 'react-admin';
import type { HttpClient } from './httpClient';
import type {
    ItemCategorySummary,
    PatientRecord,
    PriceInput,
    Product,
    ProductFilter,
    ProductRef,
    SavedPrices,
} from './domainTypes';
import type { PriceListItemsInput, PriceListRemoval } from '../../contract/catalogue';
import type { RefferalToggleInput } from '../../contract/resources';

/** The longest search text the catalogue and patient searches accept. */
export const QUERY_MAX_LENGTH = 100;

/**
 * Lists served under another record's path. Screens read them with
 * `getList(<name>, { meta: { … } })`, so react-admin's lists, sorting and paging work on them.
 */
export const NESTED_LISTS: Readonly<Record<string, (meta: Record<string, unknown>) => string>> = {
    priceListItem: meta => `/pl/${segment(meta.priceListId)}/items`,
    referrerPatient: meta => `/refferal/patients-by-referrer/${segment(meta.referrerId)}`,
    referrerVisit: meta => `/refferal/visits-by-refferrer-id/${segment(meta.referrerId)}`,
};

function segment(value: unknown): string {
    if (typeof value !== 'string' && typeof value !== 'number') {
        throw new Error('A nested list needs the id of its parent record in meta.');
    }
    return encodeURIComponent(String(value));
}

const productQuery = ({ q, kind }: ProductFilter = {}) => {
    const query = new URLSearchParams();
    if (q?.trim()) query.set('q', q.trim().slice(0, QUERY_MAX_LENGTH));
    if (kind) query.set('kind', kind);
    const text = query.toString();
    return text ? `?${text}` : '';
};

/** The custom calls of spec §7 around patients, referral partners and the catalogue. */
export const createLabCalls = (httpClient: HttpClient, apiUrl: string) => {
    const get = async <T>(url: string) => (await httpClient<T>(`${apiUrl}${url}`)).json;
    const put = async <T>(url: string, body?: unknown) =>
        (
            await httpClient<T>(`${apiUrl}${url}`, {
                method: 'PUT',
                body: body === undefined ? undefined : JSON.stringify(body),
            })
        ).json;

    return {
        searchPatients: (query: string, limit = 20): Promise<PatientRecord[]> => {
            const text = query.trim().slice(0, QUERY_MAX_LENGTH);
            if (text === '') return Promise.resolve([]);
            return get(`/patient/search-patient?${new URLSearchParams({ query: text, limit: String(limit) })}`);
        },
        toggleRefferalStatus: (id: Identifier, version?: number): Promise<RaRecord> =>
            put(
                `/refferal/toggle-status/${segment(id)}`,
                version === undefined ? undefined : ({ version } satisfies RefferalToggleInput)
            ),
        itemCategories: (): Promise<ItemCategorySummary[]> => get('/item-group/item-categoryId'),
        productsNotInPriceList: (priceListId: Identifier, filter?: ProductFilter): Promise<Product[]> =>
            get(`/pl/not-in-pricelist/${segment(priceListId)}${productQuery(filter)}`),
        savePriceListItems: (priceListId: Identifier, items: PriceInput[]): Promise<SavedPrices> =>
            put(`/pl/${segment(priceListId)}/items`, {
                items: items.map(({ kind, id, price }) => ({ kind, id, price: price ?? null })),
            } satisfies PriceListItemsInput),
        removePriceListItems: (priceListId: Identifier, items: ProductRef[]): Promise<{ removed: number }> =>
            put('/pl/remove-group-from-pricelist', {
                priceListId: String(priceListId),
                items: items.map(({ kind, id }) => ({ kind, id: String(id) })),
            } satisfies PriceListRemoval),
        makeDefaultPriceList: (id: Identifier): Promise<RaRecord> => put(`/pl/${segment(id)}/make-default`),
    };
};

export type LabCalls = ReturnType<typeof createLabCalls>;
