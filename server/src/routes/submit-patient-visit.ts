import type { FastifyInstance } from 'fastify';
import { NewPatientVisitInput, PatientVisit, PatientVisitBody, PatientVisitInput } from '../../../contract/visits.ts';
import { principalOf } from '../context.ts';
import { inTransaction } from '../db/database.ts';
import { AppError, forbidden, invalidFields } from '../errors.ts';
import { can } from '../permissions.ts';
import { createAjv } from '../schema/ajv.ts';
import { fieldProblems } from '../services/field-problems.ts';
import type { VisitService } from '../services/visit-service.ts';
import { visitLabels } from './visit-schemas.ts';

type Json = Record<string, unknown>;

const ajv = createAjv();
const validateVisit = ajv.compile<NewPatientVisitInput>(NewPatientVisitInput);
/**
 * Fastify checks the body's envelope only; the visit is checked in the handler, after the permission to register a
 * patient, so that its problems name `visit.<field>`. The document shows the whole body (contract/visits.ts).
 */
const validateEnvelope = ajv.compile({
  ...PatientVisitBody,
  properties: { data: { ...PatientVisitInput, properties: { ...PatientVisitInput.properties, visit: { type: 'object' } } } },
});
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A 400's fields renamed into the part of the body they came from ("patient.firstName", "visit.items.0"). */
async function within<T>(prefix: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof AppError && e.status === 400) {
      const details = e.details.map((d) => ('field' in d ? { ...d, field: `${prefix}.${String(d.field)}` } : d));
      throw new AppError(400, e.message, details, e.title);
    }
    throw e;
  }
}

/** `{ id }` picks a registered patient; anything else is the body of a new one. */
const picksPatient = (patient: Json): patient is { id: string } => Object.keys(patient).length === 1 && typeof patient.id === 'string';

/**
 * The front desk's one click: register the patient (or pick one) and the visit in one transaction, so a
 * duplicate warning or a bad field leaves neither behind.
 */
export function submitPatientVisitRoute(app: FastifyInstance, visits: VisitService) {
  const { resources, registry, db } = app.ctx;
  const patientResource = registry.get('patient')!;

  app.post<{ Body: PatientVisitBody }>(
    '/api/patient/submit-patient-visit',
    {
      config: { permission: { resource: 'visit', action: 'create' } },
      validatorCompiler: () => validateEnvelope,
      schema: {
        tags: ['Visits'],
        summary: 'Register (or pick) a patient and register their visit in one transaction',
        body: PatientVisitBody,
        response: { 201: PatientVisit },
      },
    },
    async (req, reply) => {
      const p = principalOf(req);
      const { patient, visit } = req.body.data;
      const picked = picksPatient(patient) ? patient.id : null;
      const registering = picked === null;
      if (registering && !can(p, 'patient', 'create')) throw forbidden('You do not have permission to create patient');
      if (!validateVisit(visit)) {
        throw invalidFields(fieldProblems(validateVisit.errors, visitLabels).map((d) => ({ ...d, field: `visit.${d.field}` })));
      }
      if (picked !== null && !UUID.test(picked)) throw invalidFields([{ field: 'patient.id', message: 'No such patient' }]);
      const actor = { orgId: p.organization.id, userId: p.user.id };
      const answer = await inTransaction(db, async (trx) => {
        const record =
          picked === null
            ? await within('patient', () => resources.create(patientResource, actor, patient, trx))
            : await within('patient', () =>
                resources.get(patientResource, actor.orgId, picked, trx).catch((e) => {
                  throw e instanceof AppError && e.status === 404 ? invalidFields([{ field: 'id', message: 'No such patient' }]) : e;
                }),
              );
        const created = await within('visit', () => visits.create(p, { ...visit, patientId: record.id as string }, trx));
        return { patient: record, visit: created };
      });
      return reply.status(201).send(answer);
    },
  );
}
