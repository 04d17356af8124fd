import { lazyScreen } from '../../lib/lazyScreen';

export const list = lazyScreen(() => import('./PriceListList').then(m => ({ default: m.PriceListList })));
export const create = lazyScreen(() => import('./PriceListCreate').then(m => ({ default: m.PriceListCreate })));
export const edit = lazyScreen(() => import('./PriceListEdit').then(m => ({ default: m.PriceListEdit })));
/** Spec §2: a list's prices at /pricelits-management/analyte/{id}. */
export const routes = {
    'analyte/:id': lazyScreen(() => import('./PriceListItemsPage').then(m => ({ default: m.PriceListItemsPage }))),
};
