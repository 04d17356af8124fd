import { SchemaCreate } from '../../builders/SchemaCreate';
import { SchemaEdit } from '../../builders/SchemaEdit';
import { CourierInputs } from './CourierInputs';

/** Couriers: the generated create and edit forms, with inputs that pick nodes and an employee by name. */
export const CourierCreate = () => <SchemaCreate inputs={<CourierInputs />} />;
export const CourierEdit = () => <SchemaEdit inputs={<CourierInputs />} />;
