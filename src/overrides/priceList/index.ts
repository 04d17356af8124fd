import { PriceListCreate } from './PriceListCreate';
import { PriceListEdit } from './PriceListEdit';
import { PriceListItemsPage } from './PriceListItemsPage';
import { PriceListList } from './PriceListList';

export const list = PriceListList;
export const create = PriceListCreate;
export const edit = PriceListEdit;
/** Spec §2: a list's prices at /pricelits-management/analyte/{id}. */
export const routes = { 'analyte/:id': PriceListItemsPage };
