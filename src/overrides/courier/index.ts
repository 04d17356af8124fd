import { createElement } from 'react';
import { SchemaCreate } from '../../builders/SchemaCreate';
import { SchemaEdit } from '../../builders/SchemaEdit';
import { CourierInputs } from './CourierInputs';

/** Couriers: the generated list and show, with inputs that pick nodes and an employee by name. */
export const create = () => createElement(SchemaCreate, { inputs: createElement(CourierInputs) });
export const edit = () => createElement(SchemaEdit, { inputs: createElement(CourierInputs) });
