import { RefferalCreate } from './RefferalCreate';
import { RefferalEdit } from './RefferalEdit';
import { RefferalList } from './RefferalList';
import { RefferalShow } from './RefferalShow';

export const list = RefferalList;
export const create = RefferalCreate;
export const edit = RefferalEdit;
export const show = RefferalShow;
