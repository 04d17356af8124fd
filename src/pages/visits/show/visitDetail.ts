/**
 * The visit page reads its record under its own query key. react-admin's lists seed the getOne cache with
 * their rows (under the list's meta), and a visit list row has no items, samples or payments: were the page
 * to read `getOne('visit', { id })` it could start from such a row. The meta only tells the keys apart; the
 * data provider ignores it.
 */
export const VISIT_DETAIL_META = { detail: true } as const;

/** The query key under which the visit page holds the full record. */
export const visitDetailKey = (visitId: string) =>
    ['visit', 'getOne', { id: String(visitId), meta: VISIT_DETAIL_META }] as const;
