import { PageParams } from '../../../contract/common.ts';
import type { VisitPatientRow } from '../repositories/visit-repository.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  AmendResultInput,
  CriticalResult,
  OrderedItemResults,
  SavedResults,
  SubmitResultsBody,
  VerifyScope,
  WorklistRow,
} from '../../../contract/results.ts';
import { VisitRecord } from '../../../contract/visits.ts';
import { principalOf } from '../context.ts';
import { inTransaction } from '../db/database.ts';
import { notFound } from '../errors.ts';
import { can } from '../permissions.ts';
import { criticalResults, worklist, type CriticalFilter, type WorklistFilter } from '../repositories/result-list-repository.ts';
import { visitHead, visitItems } from '../repositories/result-repository.ts';
import { parseJson, parseRange } from '../schema/list-query.ts';
import { ageOn, isoDay } from '../services/patient-age.ts';
import { amendResult } from '../services/result-amendment.ts';
import { submitResults } from '../services/result-entry.ts';
import { resultRecords, resultRecordsById, visitResultRecords } from '../services/result-records.ts';
import { verifyResults } from '../services/result-verification.ts';
import { visitRecord } from '../services/visit-record.ts';
import { checkFilter, DAY, UUID } from './result-schemas.ts';

const perm = (action: string) => ({ permission: { resource: 'result', action } });
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } } as const;
const TAGS = ['Results'];

const who = (req: FastifyRequest) => {
  const p = principalOf(req);
  return { p, orgId: p.organization.id, userId: p.user.id };
};

/** A list answer in the ra-data-simple-rest dialect. */
function page<T>(reply: FastifyReply, resource: string, offset: number, rows: T[], total: number): T[] {
  reply.header('Content-Range', `${resource} ${offset}-${offset + Math.max(rows.length - 1, 0)}/${total}`);
  return rows;
}

const withAge = (row: VisitPatientRow) => {
  const dob = row.patient.dateOfBirth ?? null;
  return { ...row, patient: { ...row.patient, age: dob ? ageOn(dob, isoDay(new Date(row.visitedAt))) : null } };
};

/** Results: entry, the worklist, critical values, verification and amendments (docs/api-contract.md, "Results"). */
export async function resultRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  /** The visit record of the contract, after a change (H1's builder: one shape for every visit answer). */
  const record = async (orgId: string, visitId: string) => (await visitRecord(db, orgId, visitId))!;

  app.get<{ Params: { id: string } }>(
    '/api/visit/get-products/:id',
    {
      config: perm('list'),
      schema: {
        tags: TAGS,
        summary: "The visit's ordered items with their analytes' results, in order",
        params: idParams,
        response: { 200: Type.Array(OrderedItemResults) },
      },
    },
    async (req) => {
      const { p, orgId } = who(req);
      if (!(await visitHead(db, p, orgId, req.params.id))) throw notFound('Visit not found');
      const [items, results] = await Promise.all([visitItems(db, orgId, req.params.id), visitResultRecords(db, orgId, req.params.id)]);
      return items.map((item) => ({ ...item, results: results.filter((r) => r.itemId === item.itemId) }));
    },
  );

  app.put<{ Body: SubmitResultsBody }>(
    '/api/visit/submit-test-results',
    {
      config: perm('enter'),
      schema: {
        tags: TAGS,
        summary: "Saves a visit's result values; flags them and computes calculated results",
        body: SubmitResultsBody,
        response: { 200: SavedResults },
      },
    },
    async (req) => {
      const { p, orgId, userId } = who(req);
      const { visitId, results } = req.body.data;
      // The answer is built from what the save read (locked) and wrote, not read again.
      const saved = await inTransaction(db, (trx) => submitResults(trx, p, orgId, userId, visitId, results));
      return {
        visit: { id: saved.visit.id, status: saved.visit.status, version: saved.visit.version },
        results: resultRecords(saved.rows, saved.amendments),
      };
    },
  );

  app.get<{ Querystring: PageParams }>(
    '/api/visit/worklist',
    {
      config: perm('list'),
      schema: {
        tags: TAGS,
        summary: 'Visits with results in the laboratory, oldest first, per department',
        description:
          'filter: `departmentId`, `status` ("pending" | "entered"), `nodeId`, `from`/`to` (days of visitedAt, inclusive), ' +
          '`overdue: true` (visits with a result past its turnaround time, at any stage: what /api/stats/tat-breaches counts), ' +
          '`critical: true` (visits with a critical result not verified: what /api/stats/critical-results counts).',
        querystring: PageParams,
        response: { 200: Type.Array(WorklistRow) },
      },
    },
    async (req, reply) => {
      const { p, orgId } = who(req);
      const filter = checkFilter<WorklistFilter>(parseJson(req.query.filter, 'filter', {}), {
        departmentId: UUID,
        status: { enum: ['pending', 'entered'] },
        nodeId: UUID,
        from: DAY,
        to: DAY,
        overdue: { type: 'boolean' },
        critical: { type: 'boolean' },
      });
      const range = parseRange(req.query.range);
      const { rows, total } = await worklist(db, p, orgId, filter, range);
      return page(reply, 'worklist', range.offset, rows.map(withAge), total);
    },
  );

  app.get<{ Querystring: PageParams }>(
    '/api/visit/critical-results',
    {
      config: perm('list'),
      schema: {
        tags: TAGS,
        summary: 'Critical results, newest first',
        querystring: PageParams,
        response: { 200: Type.Array(CriticalResult) },
      },
    },
    async (req, reply) => {
      const { p, orgId } = who(req);
      const filter = checkFilter<CriticalFilter>(parseJson(req.query.filter, 'filter', {}), {
        from: DAY,
        to: DAY,
        verified: { type: 'boolean' },
      });
      const range = parseRange(req.query.range);
      const { rows, total } = await criticalResults(db, p, orgId, filter, range);
      const records = new Map(
        (
          await resultRecordsById(
            db,
            orgId,
            rows.map((r) => r.id),
          )
        ).map((r) => [r.id, r]),
      );
      return page(
        reply,
        'critical-results',
        range.offset,
        rows.map((r) => ({ ...records.get(r.id)!, visitCode: r.visitCode, patient: r.patient })),
        total,
      );
    },
  );

  app.put<{ Params: { id: string }; Body: VerifyScope }>(
    '/api/visit/:id/verify',
    {
      config: perm('verify-results'),
      schema: {
        tags: TAGS,
        summary: "Verifies the visit's entered results (of one department, or the given ones)",
        params: idParams,
        body: VerifyScope,
        response: { 200: VisitRecord },
      },
    },
    async (req) => {
      const { p, orgId, userId } = who(req);
      const own = can(p, 'result', 'verify-own-results');
      await inTransaction(db, (trx) => verifyResults(trx, p, orgId, userId, req.params.id, req.body ?? {}, own));
      return record(orgId, req.params.id);
    },
  );

  app.put<{ Params: { id: string }; Body: AmendResultInput }>(
    '/api/visit/:id/amend-result',
    {
      config: { ...perm('amend-results'), labels: { resultId: 'Result', value: 'Value', reason: 'Reason' } },
      schema: {
        tags: TAGS,
        summary: 'Amends a verified result with a reason; a new report version follows',
        params: idParams,
        body: AmendResultInput,
        response: { 200: VisitRecord },
      },
    },
    async (req) => {
      const { p, orgId, userId } = who(req);
      await inTransaction(db, (trx) => amendResult(trx, p, orgId, userId, req.params.id, req.body));
      return record(orgId, req.params.id);
    },
  );
}
