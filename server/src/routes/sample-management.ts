import { PageParams } from '../../../contract/common.ts';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import {
  InProgressSample,
  NoInput,
  PendingCollection,
  RejectedSample,
  SampleCollectInput,
  SampleRecord,
  SampleRejectInput,
} from '../../../contract/samples.ts';
import { VisitSamples } from '../../../contract/visits.ts';
import { principalOf } from '../context.ts';
import { invalidFields, notFound } from '../errors.ts';
import type { QueueFilter } from '../repositories/sample-repository.ts';
import { createAjv } from '../schema/ajv.ts';
import { parseJson, parseRange } from '../schema/list-query.ts';
import { fieldProblems } from '../services/field-problems.ts';
import type { SampleService } from '../services/sample-service.ts';
import { sendPage } from './resources.ts';

const tags = ['Samples'];
const base = '/api/sample-management';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } as const;
const perm = (action: string) => ({ permission: { resource: 'sample', action } });

const uuid = { type: 'string', format: 'uuid' };
const ajv = createAjv();
const queueFilter = ajv.compile({
  type: 'object',
  additionalProperties: false,
  properties: { nodeId: uuid, collectionType: { enum: ['walk-in', 'home'] }, q: { type: 'string', maxLength: 100 } },
});
const labFilter = ajv.compile({
  type: 'object',
  additionalProperties: false,
  properties: { nodeId: uuid, departmentId: uuid, q: { type: 'string', maxLength: 100 } },
});

function parseQueue(query: { range?: string; filter?: string }, validate: typeof queueFilter) {
  const filter = parseJson<unknown>(query.filter, 'filter', {});
  if (!validate(filter)) {
    throw invalidFields(
      fieldProblems(validate.errors, {}).map((p) =>
        p.message.startsWith('Unknown field') ? { field: p.field, message: `Unknown filter '${p.field}'` } : p,
      ),
    );
  }
  return { filter: filter as QueueFilter, ...parseRange(query.range) };
}

const sampleId = (raw: string) => {
  if (!UUID.test(raw)) throw notFound('Sample not found');
  return raw;
};

/** The phlebotomy queue, the laboratory's samples, and a sample's steps (spec §7 sample management). */
export function sampleManagementRoutes(app: FastifyInstance, samples: SampleService) {
  app.get<{ Querystring: PageParams }>(
    `${base}/pending-sample-collection`,
    {
      config: perm('list'),
      schema: {
        tags,
        summary: 'Visits with samples to collect or submit, oldest first (filter nodeId, collectionType, q)',
        querystring: PageParams,
        response: { 200: Type.Array(PendingCollection) },
      },
    },
    async (req, reply) => {
      const { filter, offset, limit } = parseQueue(req.query, queueFilter);
      const { rows, total } = await samples.pending(principalOf(req), filter, offset, limit);
      return sendPage(reply, 'pending-sample-collection', offset, rows, total);
    },
  );

  app.get<{ Querystring: PageParams }>(
    `${base}/in-progress-samples`,
    {
      config: perm('list'),
      schema: {
        tags,
        summary: 'Samples the laboratory holds, oldest submission first (filter nodeId, departmentId, q)',
        querystring: PageParams,
        response: { 200: Type.Array(InProgressSample) },
      },
    },
    async (req, reply) => {
      const { filter, offset, limit } = parseQueue(req.query, labFilter);
      const { rows, total } = await samples.inProgress(principalOf(req), filter, offset, limit);
      return sendPage(reply, 'in-progress-samples', offset, rows, total);
    },
  );

  app.get<{ Params: { id: string } }>(
    `${base}/visit/:id`,
    {
      config: perm('list'),
      schema: { tags, summary: 'A visit and its samples', params: idParams, response: { 200: VisitSamples } },
    },
    async (req) => {
      if (!UUID.test(req.params.id)) throw notFound('Visit not found');
      return samples.ofVisit(principalOf(req), req.params.id);
    },
  );

  stepRoutes(app, samples);
}

function stepRoutes(app: FastifyInstance, samples: SampleService) {
  app.put<{ Params: { id: string }; Body: SampleCollectInput }>(
    `${base}/submit-sample-collection-timestamp/:id`,
    {
      config: { ...perm('collect'), labels: { collectedAt: 'Collection time' } },
      schema: {
        tags,
        summary: 'Mark a sample collected (now, or at collectedAt), by the caller',
        params: idParams,
        body: SampleCollectInput,
        response: { 200: SampleRecord },
      },
    },
    async (req) => samples.step(principalOf(req), sampleId(req.params.id), 'collected', req.body?.collectedAt),
  );

  const one = { 200: SampleRecord };
  app.put<{ Params: { id: string } }>(
    `${base}/submit-sample/:id`,
    {
      config: perm('submit'),
      schema: { tags, summary: 'Hand a collected sample to the laboratory', params: idParams, body: NoInput, response: one },
    },
    async (req) => samples.step(principalOf(req), sampleId(req.params.id), 'submitted'),
  );

  app.put<{ Params: { id: string } }>(
    `${base}/receive-sample/:id`,
    {
      config: perm('receive'),
      schema: { tags, summary: 'Receive a submitted sample in the laboratory', params: idParams, body: NoInput, response: one },
    },
    async (req) => samples.step(principalOf(req), sampleId(req.params.id), 'received'),
  );

  app.put<{ Params: { id: string }; Body: SampleRejectInput }>(
    `${base}/reject-sample/:id`,
    {
      config: { ...perm('reject'), labels: { reason: 'Reason' } },
      schema: {
        tags,
        summary: 'Reject a sample with a reason; a new sample (new barcode) is asked for',
        params: idParams,
        body: SampleRejectInput,
        response: { 200: RejectedSample },
      },
    },
    async (req) => samples.reject(principalOf(req), sampleId(req.params.id), req.body.reason),
  );
}
