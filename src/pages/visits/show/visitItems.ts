import type { VisitRecord } from '../../../providers/visitTypes';
import type { BillItem } from '../create/visitForm';

/** The visit's ordered items in the shape the bill table shows. */
export const billItemsOf = (visit: VisitRecord): BillItem[] =>
    visit.items.map(item => ({
        kind: item.kind,
        id: item.productId,
        code: item.code,
        name: item.name,
        price: item.price,
        groupKind: null,
        analytes: [],
    }));

/** The totals block of a saved visit. */
export const totalsOf = (visit: VisitRecord) => ({
    gross: visit.gross,
    discount: visit.discount?.amount ?? 0,
    net: visit.net,
    paid: visit.paid,
    refunded: visit.refunded,
    due: visit.due,
});
