import { AnalyteCreate } from './AnalyteCreate';
import { AnalyteEdit } from './AnalyteEdit';
import { AnalyteList } from './AnalyteList';

export const list = AnalyteList;
export const create = AnalyteCreate;
export const edit = AnalyteEdit;
