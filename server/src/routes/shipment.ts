import type { FastifyInstance } from 'fastify';
import { IdParams, ListParams } from '../../../contract/common.ts';
import {
  CourierStats,
  CourierStatsQuery,
  PackableSample,
  ShipmentCancel,
  ShipmentCreate,
  ShipmentPage,
  ShipmentReceive,
  ShipmentRecord,
  ShipmentResolve,
  ShipmentScan,
  ShipmentStep,
} from '../../../contract/courier.ts';
import { Type } from 'typebox';
import { principalOf } from '../context.ts';
import type { Principal } from '../repositories/auth-repository.ts';
import { listShape, parseAdminList } from '../services/admin-list.ts';
import { courierHooks } from '../services/courier-hooks.ts';
import { ShipmentReceipt } from '../services/shipment-receipt.ts';
import { access, sendList } from './administration/shared.ts';

const tags = ['Couriers'];
const base = '/api/shipment';
const one = { 200: ShipmentRecord };
const STEP_LABELS = { place: 'Place', temperature: 'Box temperature (°C)', note: 'Note', courierId: 'Courier' };

const SHIPMENT_LIST = listShape(
  'shipment',
  'Shipments',
  [
    { name: 'packedAt', type: 'datetime' },
    { name: 'code', type: 'string', searchable: true },
    { name: 'state', type: 'enum', values: ['packed', 'handed_over', 'in_transit', 'received', 'cancelled'] },
    { name: 'courierId', type: 'reference' },
    { name: 'receivedAt', type: 'datetime' },
    { name: 'openDiscrepancies', type: 'integer' },
    { name: 'nodeId', type: 'reference', filterOnly: true },
    { name: 'open', type: 'boolean', filterOnly: true },
    { name: 'id', type: 'reference' },
  ],
  { field: 'packedAt', order: 'DESC' },
);

/**
 * Sample transport (issue 16): shipments from a node to the laboratory with a chain of custody. The
 * couriers themselves are the schema-driven resource `/api/courier` (resources/laboratory/courier.json).
 */
export async function shipmentRoutes(app: FastifyInstance) {
  const { db, permissions, resources } = app.ctx;
  permissions.register({
    resource: 'shipment',
    label: 'Shipments',
    category: 'Laboratory',
    actions: ['list', 'show', 'pack', 'handover', 'receive', 'resolve'],
  });
  resources.setHooks('courier', courierHooks());
  const shipments = new ShipmentReceipt(db);

  app.get<{ Querystring: ListParams }>(
    base,
    {
      config: access('shipment', 'list'),
      schema: {
        tags,
        summary: 'Shipments the member sees, newest first (filter: q, state, nodeId, courierId, open)',
        querystring: ListParams,
        response: { 200: ShipmentPage },
      },
    },
    async (req, reply) => {
      const query = parseAdminList(SHIPMENT_LIST, req.query);
      return sendList(reply, 'shipment', query.offset, await shipments.list(principalOf(req), query));
    },
  );

  app.get<{ Querystring: CourierStatsQuery }>(
    `${base}/stats`,
    {
      config: access('shipment', 'list'),
      schema: {
        tags,
        summary: 'Per courier: shipments received in the period, median hand-over to receipt, share with discrepancies',
        querystring: CourierStatsQuery,
        response: { 200: CourierStats },
      },
    },
    async (req) => shipments.stats(principalOf(req), req.query),
  );

  app.get<{ Params: IdParams }>(
    `${base}/:id`,
    {
      config: access('shipment', 'show'),
      schema: { tags, summary: 'A shipment with its samples (the manifest) and its chain of custody', params: IdParams, response: one },
    },
    async (req) => shipments.record(principalOf(req), req.params.id),
  );

  app.get<{ Params: IdParams }>(
    `${base}/:id/packable`,
    {
      config: access('shipment', 'pack'),
      schema: {
        tags,
        summary: "Collected samples of the shipment's node that no open shipment holds, oldest first (at most 200)",
        params: IdParams,
        response: { 200: Type.Array(PackableSample) },
      },
    },
    async (req) => shipments.packable(principalOf(req), req.params.id),
  );

  app.post<{ Body: ShipmentCreate }>(
    base,
    {
      config: access('shipment', 'pack', { fromNodeId: 'From', toNodeId: 'To', toLab: 'Outsourced laboratory', courierId: 'Courier' }),
      schema: { tags, summary: 'Start packing a shipment at a node', body: ShipmentCreate, response: { 201: ShipmentRecord } },
    },
    async (req, reply) => reply.code(201).send(await shipments.create(principalOf(req), req.body)),
  );

  app.post<{ Params: IdParams; Body: ShipmentScan }>(
    `${base}/:id/samples`,
    {
      config: access('shipment', 'pack', { barcode: 'Barcode' }),
      schema: { tags, summary: 'Add a collected sample by its barcode', params: IdParams, body: ShipmentScan, response: one },
    },
    async (req) => shipments.addSample(principalOf(req), req.params.id, req.body.barcode),
  );

  app.delete<{ Params: IdParams & { sampleId: string } }>(
    `${base}/:id/samples/:sampleId`,
    {
      config: access('shipment', 'pack'),
      schema: {
        tags,
        summary: 'Take a sample out of a packed shipment',
        params: Type.Object({ id: Type.String(), sampleId: Type.String() }),
        response: one,
      },
    },
    async (req) => shipments.removeSample(principalOf(req), req.params.id, req.params.sampleId),
  );

  stepRoutes(app, shipments);
}

function stepRoutes(app: FastifyInstance, shipments: ShipmentReceipt) {
  type Run = (p: Principal, id: string, body: ShipmentStep) => Promise<unknown>;
  const step = (path: string, summary: string, run: Run) =>
    app.put<{ Params: IdParams; Body: ShipmentStep }>(
      `${base}/:id/${path}`,
      {
        config: access('shipment', 'handover', STEP_LABELS),
        schema: { tags, summary, params: IdParams, body: ShipmentStep, response: one },
      },
      async (req) => run(principalOf(req), req.params.id, req.body ?? {}),
    );
  step('handover', 'packed → handed_over: the courier takes the box (courierId, place, temperature)', (p, id, body) =>
    shipments.handOver(p, id, body),
  );
  step('depart', 'handed_over → in_transit: the courier sets off', (p, id, body) => shipments.depart(p, id, body));

  app.put<{ Params: IdParams; Body: ShipmentCancel }>(
    `${base}/:id/cancel`,
    {
      config: access('shipment', 'pack', { reason: 'Reason' }),
      schema: { tags, summary: 'packed → cancelled', params: IdParams, body: ShipmentCancel, response: one },
    },
    async (req) => shipments.cancel(principalOf(req), req.params.id, req.body.reason),
  );

  app.put<{ Params: IdParams; Body: ShipmentReceive }>(
    `${base}/:id/receive`,
    {
      config: access('shipment', 'receive', STEP_LABELS),
      schema: {
        tags,
        summary: 'handed_over | in_transit → received: receives every sample not marked missing, in one transaction',
        params: IdParams,
        body: ShipmentReceive,
        response: one,
      },
    },
    async (req) => shipments.receive(principalOf(req), req.params.id, req.body),
  );

  app.put<{ Params: IdParams; Body: ShipmentResolve }>(
    `${base}/:id/resolve`,
    {
      config: access('shipment', 'resolve', { resolution: 'Resolution', note: 'Note' }),
      schema: {
        tags,
        summary: 'Decide a discrepancy: found, rejected (a new sample), accepted',
        params: IdParams,
        body: ShipmentResolve,
        response: one,
      },
    },
    async (req) => shipments.resolve(principalOf(req), req.params.id, req.body),
  );
}
