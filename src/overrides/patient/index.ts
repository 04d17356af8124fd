import { lazyScreen } from '../../lib/lazyScreen';
import { patientRepresentation } from '../../lib/patientText';

const PatientShow = lazyScreen(() => import('./PatientShow').then(m => ({ default: m.PatientShow })));

export const list = lazyScreen(() => import('./PatientList').then(m => ({ default: m.PatientList })));
export const create = lazyScreen(() => import('./PatientCreate').then(m => ({ default: m.PatientCreate })));
export const edit = lazyScreen(() => import('./PatientEdit').then(m => ({ default: m.PatientEdit })));
export const show = PatientShow;
/** Spec §2: /patient/{id} is the patient's page; the edit form is at /patient/{id}/edit. */
export const routes = { ':id': PatientShow };
export const recordRepresentation = patientRepresentation;
