import type { FastifyInstance } from 'fastify';
import { PatientMatches } from '../../../contract/visits.ts';
import { actorOf } from '../context.ts';
import { searchPatients, type PatientSearch } from '../repositories/patient-repository.ts';
import { patientCode, patientHooks } from '../services/patient-hooks.ts';

const DEFAULT_LIMIT = 20;

/**
 * What a front desk types: a code ("P-000123", "p123", "123"), a phone or a part of it ("98765 43"), or a
 * part of a name, possibly misspelt ("ravi kumr"). A short number may be a code and a phone at once.
 */
export function parseSearch(raw: string): PatientSearch {
  const q = raw.trim().replace(/\s+/g, ' ');
  const s: PatientSearch = {};
  const code = /^p-?\s?0*(\d{1,9})$/i.exec(q) ?? /^0*(\d{1,6})$/.exec(q);
  if (code) s.code = patientCode(Number(code[1]));
  const digits = q.replace(/[\s()+-]/g, '');
  // A number written with its country code still finds one stored without it: compare the last ten digits.
  if (/^\d{3,15}$/.test(digits)) s.digits = digits.length > 10 ? digits.slice(-10) : digits;
  if (/\p{L}/u.test(q) && !code) s.text = q.toLowerCase();
  return s;
}

/** Patients: hooks of the generated /api/patient routes, and search-patient. */
export async function patientRoutes(app: FastifyInstance) {
  const { resources, registry, db } = app.ctx;
  const patient = registry.get('patient')!;
  resources.setHooks('patient', patientHooks(resources));

  app.get<{ Querystring: { query?: string; limit?: string } }>(
    '/api/patient/search-patient',
    {
      config: { permission: { resource: 'patient', action: 'list' } },
      schema: {
        tags: ['Front desk'],
        summary: 'Patients by part of the name (typos tolerated), the code or the phone, best match first',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            query: { type: 'string', maxLength: 100 },
            limit: { type: 'string', pattern: '^(100|[1-9][0-9]?)$', description: '1–100, default 20' },
          },
        },
        response: { 200: PatientMatches },
      },
    },
    async (req) => {
      const { orgId } = actorOf(req);
      const found = await searchPatients(db, orgId, parseSearch(req.query.query ?? ''), Number(req.query.limit ?? DEFAULT_LIMIT));
      const rows = await resources.repo('patient').getMany(
        db,
        orgId,
        found.map((f) => f.id),
      );
      const records = new Map((await resources.records(patient, orgId, rows)).map((r) => [r.id, r]));
      // A patient deleted between the two reads is left out.
      return found.filter((f) => records.has(f.id)).map((f) => ({ ...records.get(f.id)!, score: Number(f.score.toFixed(3)) }));
    },
  );
}
