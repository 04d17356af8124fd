import { lazyScreen } from '../../lib/lazyScreen';

export const list = lazyScreen(() => import('./AnalyteList').then(m => ({ default: m.AnalyteList })));
export const create = lazyScreen(() => import('./AnalyteCreate').then(m => ({ default: m.AnalyteCreate })));
export const edit = lazyScreen(() => import('./AnalyteEdit').then(m => ({ default: m.AnalyteEdit })));
