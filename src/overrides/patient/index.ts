import { PatientCreate } from './PatientCreate';
import { PatientEdit } from './PatientEdit';
import { PatientList } from './PatientList';
import { PatientShow } from './PatientShow';
import { patientRepresentation } from '../../lib/patientText';

export const list = PatientList;
export const create = PatientCreate;
export const edit = PatientEdit;
export const show = PatientShow;
/** Spec §2: /patient/{id} is the patient's page; the edit form is at /patient/{id}/edit. */
export const routes = { ':id': PatientShow };
export const recordRepresentation = patientRepresentation;
