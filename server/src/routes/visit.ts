import { ListParams } from '../../../contract/common.ts';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import {
  VisitCancelInput,
  VisitCreateInput,
  VisitHistoryEntry,
  VisitListRow,
  VisitPaymentInput,
  VisitProduct,
  VisitProductQuery,
  VisitRecord,
  VisitRefundInput,
  VisitUpdateInput,
} from '../../../contract/visits.ts';
import { principalOf } from '../context.ts';
import { notFound } from '../errors.ts';
import { SampleService } from '../services/sample-service.ts';
import { history, visitList, visitProducts } from '../services/visit-list.ts';
import { registerVisitSetup } from '../services/visit-setup.ts';
import { VisitService } from '../services/visit-service.ts';
import { sendPage } from './resources.ts';
import { sampleManagementRoutes } from './sample-management.ts';
import { submitPatientVisitRoute } from './submit-patient-visit.ts';
import { visitLabels } from './visit-schemas.ts';

const tags = ['Visits'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } as const;
const perm = (action: string) => ({ permission: { resource: 'visit', action }, labels: visitLabels });

/** A visit id from the address; anything but a uuid names no visit. */
export function visitId(raw: string): string {
  if (!UUID.test(raw)) throw notFound('Visit not found');
  return raw;
}

/** Visits (issue 5): the bill, its payments, refunds and cancellation, the list, the history; samples next door. */
export async function visitRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  registerVisitSetup(app.ctx);
  const visits = new VisitService(db);
  readRoutes(app, visits);
  writeRoutes(app, visits);
  moneyRoutes(app, visits);
  submitPatientVisitRoute(app, visits);
  sampleManagementRoutes(app, new SampleService(db));
}

function readRoutes(app: FastifyInstance, visits: VisitService) {
  const { db } = app.ctx;
  app.get<{ Querystring: ListParams }>(
    '/api/visit',
    {
      config: perm('list'),
      schema: {
        tags,
        summary:
          'Visits, newest first: filter q, from, to, status, referrerId, nodeId, patientId, hasDue, collectionType, id; sort visitedAt|code|net|due|status',
        querystring: ListParams,
        response: { 200: Type.Array(VisitListRow) },
      },
    },
    async (req, reply) => {
      const { page, rows, total } = await visitList(db, principalOf(req), req.query);
      return sendPage(reply, 'visit', page.offset, rows, total);
    },
  );

  app.get<{ Querystring: VisitProductQuery }>(
    '/api/visit/products',
    {
      config: perm('create'),
      schema: {
        tags,
        summary: "Tests and groups a visit may order, priced by the given list, the referrer's, or the default",
        querystring: VisitProductQuery,
        response: { 200: Type.Array(VisitProduct) },
      },
    },
    async (req) => visitProducts(db, principalOf(req), { ...req.query, limit: req.query.limit ? Number(req.query.limit) : undefined }),
  );

  app.get<{ Params: { id: string } }>(
    '/api/visit/:id',
    {
      config: perm('show'),
      schema: {
        tags,
        summary: 'A visit: the bill, payments, samples, where its results stand, report versions',
        params: idParams,
        response: { 200: VisitRecord },
      },
    },
    async (req) => visits.get(principalOf(req), visitId(req.params.id)),
  );

  app.get<{ Params: { id: string } }>(
    '/api/visit/:id/history',
    {
      config: perm('show'),
      schema: {
        tags,
        summary: 'The audit trail of a visit, its payments, samples and results, newest first',
        params: idParams,
        response: { 200: Type.Array(VisitHistoryEntry) },
      },
    },
    async (req) => history(db, principalOf(req), visitId(req.params.id)),
  );
}

function writeRoutes(app: FastifyInstance, visits: VisitService) {
  app.post<{ Body: VisitCreateInput }>(
    '/api/visit',
    {
      config: perm('create'),
      schema: {
        tags,
        summary: 'Register a visit: tests, price, discount, payments; samples and result rows are made with it',
        body: VisitCreateInput,
        response: { 201: VisitRecord },
      },
    },
    async (req, reply) => reply.status(201).send(await visits.create(principalOf(req), req.body)),
  );

  app.put<{ Params: { id: string }; Body: VisitUpdateInput }>(
    '/api/visit/:id',
    {
      config: perm('edit'),
      schema: {
        tags,
        summary: 'Change a visit (tests only until a sample is collected); send its version',
        params: idParams,
        body: VisitUpdateInput,
        response: { 200: VisitRecord },
      },
    },
    async (req) => visits.update(principalOf(req), visitId(req.params.id), req.body),
  );

  app.put<{ Params: { id: string }; Body: VisitCancelInput }>(
    '/api/visit/:id/cancel',
    {
      config: perm('cancel'),
      schema: {
        tags,
        summary: 'Cancel a visit with a reason (not once verified); refund payments separately',
        params: idParams,
        body: VisitCancelInput,
        response: { 200: VisitRecord },
      },
    },
    async (req) => visits.cancel(principalOf(req), visitId(req.params.id), req.body.reason),
  );
}

function moneyRoutes(app: FastifyInstance, visits: VisitService) {
  app.post<{ Params: { id: string }; Body: VisitPaymentInput }>(
    '/api/visit/:id/payments',
    {
      config: perm('edit'),
      schema: {
        tags,
        summary: 'Take a payment (at most the amount due)',
        params: idParams,
        body: VisitPaymentInput,
        response: { 200: VisitRecord },
      },
    },
    async (req) => visits.addPayment(principalOf(req), visitId(req.params.id), req.body),
  );

  app.post<{ Params: { id: string }; Body: VisitRefundInput }>(
    '/api/visit/:id/refunds',
    {
      config: { permission: { resource: 'visit', action: 'refund' }, labels: visitLabels },
      schema: {
        tags,
        summary: 'Refund money paid, with a reason (not once verified)',
        params: idParams,
        body: VisitRefundInput,
        response: { 200: VisitRecord },
      },
    },
    async (req) => visits.refund(principalOf(req), visitId(req.params.id), req.body),
  );
}
