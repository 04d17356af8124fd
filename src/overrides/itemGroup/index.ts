import { ItemGroupCreate } from './ItemGroupCreate';
import { ItemGroupEdit } from './ItemGroupEdit';
import { ItemGroupList } from './ItemGroupList';

export const list = ItemGroupList;
export const create = ItemGroupCreate;
export const edit = ItemGroupEdit;
