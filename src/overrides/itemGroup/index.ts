import { lazyScreen } from '../../lib/lazyScreen';

export const list = lazyScreen(() => import('./ItemGroupList').then(m => ({ default: m.ItemGroupList })));
export const create = lazyScreen(() => import('./ItemGroupCreate').then(m => ({ default: m.ItemGroupCreate })));
export const edit = lazyScreen(() => import('./ItemGroupEdit').then(m => ({ default: m.ItemGroupEdit })));
