import { lazyScreen } from '../../lib/lazyScreen';

/** Couriers: the generated list and show, with inputs that pick nodes and an employee by name. */
export const create = lazyScreen(() => import('./CourierForms').then(m => ({ default: m.CourierCreate })));
export const edit = lazyScreen(() => import('./CourierForms').then(m => ({ default: m.CourierEdit })));
