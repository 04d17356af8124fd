import { lazyScreen } from '../../lib/lazyScreen';

export const list = lazyScreen(() => import('./RefferalList').then(m => ({ default: m.RefferalList })));
export const create = lazyScreen(() => import('./RefferalCreate').then(m => ({ default: m.RefferalCreate })));
export const edit = lazyScreen(() => import('./RefferalEdit').then(m => ({ default: m.RefferalEdit })));
export const show = lazyScreen(() => import('./RefferalShow').then(m => ({ default: m.RefferalShow })));
