import type { CourierStats, ShipmentCreate, ShipmentRecord, ShipmentStep } from '../../../contract/courier.ts';
import { inTransaction, type Db } from '../db/database.ts';
import { conflict, forbidden, invalidFields, notFound, type FieldProblem } from '../errors.ts';
import { writeAudit } from '../repositories/audit-repository.ts';
import type { Principal } from '../repositories/auth-repository.ts';
import { scopedNodeIds } from '../repositories/node-scope.ts';
import { courierStats, listShipments, shipmentRecord, shipmentSummary } from '../repositories/shipment-list-repository.ts';
import {
  closeItems,
  courierFor,
  deleteItem,
  insertEvent,
  insertItem,
  insertShipment,
  itemsOf,
  lockShipment,
  nextShipmentCode,
  nodeOf,
  packableSamples,
  sampleByBarcode,
  setShipmentState,
  type ShipmentState,
  type StoredShipment,
} from '../repositories/shipment-repository.ts';
import type { ListQuery } from '../schema/list-query.ts';
import { SampleService } from './sample-service.ts';

/** How a 409 names the state a shipment is in. */
export const STATE_TEXT: Record<ShipmentState, string> = {
  packed: 'packed',
  handed_over: 'handed over to the courier',
  in_transit: 'in transit',
  received: 'received',
  cancelled: 'cancelled',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const blank = (s: string | null | undefined) => (s?.trim() ? s.trim() : null);

/** A refused transition: 409 naming the state the shipment is in (details carry it for the screen). */
export function refuse(s: StoredShipment, wanted: string): never {
  throw conflict(`Shipment ${s.code} is ${STATE_TEXT[s.state]}; ${wanted}`, [{ field: 'state', message: s.state }]);
}

/** The samples of a shipment the member may see are theirs to move, wherever the visit was registered. */
export const unscoped = (p: Principal): Principal => ({ ...p, nodeIds: [] });

/**
 * Shipments of samples from a node to the laboratory: pack (scan barcodes), hand over to a courier, in
 * transit, and cancel. Receipt and discrepancies are in shipment-receipt.ts. Every change is one transaction,
 * with a shipment_events row (who, when, where, box temperature) and an audit row.
 */
export class ShipmentService {
  constructor(protected readonly db: Db) {}

  /** The shipment (visible to the member), locked; a malformed or unknown id is a 404. */
  protected async locked(trx: Db, p: Principal, id: string): Promise<StoredShipment> {
    const s = UUID.test(id) ? await lockShipment(trx, p.organization.id, p, id) : undefined;
    if (!s) throw notFound('Shipment not found');
    return s;
  }

  async record(p: Principal, id: string, db: Db = this.db): Promise<ShipmentRecord> {
    const orgId = p.organization.id;
    const record = UUID.test(id) ? await shipmentRecord(db, orgId, p, id) : undefined;
    if (!record) throw notFound('Shipment not found');
    return record as unknown as ShipmentRecord;
  }

  /** Collected samples of the shipment's node in no open shipment (the oldest 200), to pick instead of scanning. */
  async packable(p: Principal, id: string) {
    const head = UUID.test(id) ? await shipmentSummary(this.db, p.organization.id, p, id) : undefined;
    if (!head) throw notFound('Shipment not found');
    return packableSamples(this.db, p.organization.id, (head.fromNode as { id: string }).id, 200);
  }

  list(p: Principal, query: ListQuery) {
    return listShipments(this.db, p.organization.id, p, query);
  }

  async stats(p: Principal, q: { from?: string; to?: string; nodeId?: string }): Promise<CourierStats> {
    const to = q.to ?? new Date().toISOString().slice(0, 10);
    const from = q.from ?? new Date(Date.parse(to) - 29 * 86_400_000).toISOString().slice(0, 10);
    if (from > to) throw invalidFields([{ field: 'from', message: 'The period starts after it ends' }]);
    const rows = (await courierStats(this.db, p.organization.id, p, from, to, q.nodeId)).map((r) => ({
      courier: r.courierId ? { id: r.courierId, name: r.courierName ?? '' } : null,
      shipments: r.shipments,
      withDiscrepancies: r.withDiscrepancies,
      discrepancyShare: r.shipments ? r.withDiscrepancies / r.shipments : 0,
      medianMinutes: r.medianMinutes === null ? null : Math.round(r.medianMinutes),
      total: (r as { total?: boolean }).total === true,
    }));
    const strip = ({ total: _, ...row }: (typeof rows)[number]) => row;
    const empty = { courier: null, shipments: 0, withDiscrepancies: 0, discrepancyShare: 0, medianMinutes: null };
    return {
      from,
      to,
      rows: rows.filter((r) => !r.total).map(strip),
      total: rows.find((r) => r.total) ? strip(rows.find((r) => r.total)!) : empty,
    };
  }

  /** Writes the step's event and audit row and answers the record as it now stands. */
  protected async finish(trx: Db, p: Principal, s: StoredShipment, action: string, step: ShipmentStep & { place?: string | null }) {
    const orgId = p.organization.id;
    await insertEvent(trx, orgId, s.id, {
      action,
      userId: p.user.id,
      place: blank(step.place),
      temperature: step.temperature ?? null,
      note: blank(step.note),
    });
    const after = await this.record(p, s.id, trx);
    const { items: _items, events: _events, ...head } = after;
    await writeAudit(trx, {
      orgId,
      userId: p.user.id,
      resource: 'shipment',
      recordId: s.id,
      action,
      before: { state: s.state },
      after: head,
    });
    return after;
  }

  /** A node the member works at (a scoped member packs only at their own nodes). */
  private async checkNodes(trx: Db, p: Principal, body: ShipmentCreate) {
    const orgId = p.organization.id;
    const problems: FieldProblem[] = [];
    const from = await nodeOf(trx, orgId, body.fromNodeId);
    if (!from) problems.push({ field: 'fromNodeId', message: 'No such node' });
    else if (!from.isActive) problems.push({ field: 'fromNodeId', message: `${from.name} is inactive` });
    if (!body.toNodeId === !blank(body.toLab)) {
      problems.push({ field: 'toNodeId', message: 'Send the shipment either to one of our nodes or to an outsourced laboratory' });
    } else if (body.toNodeId) {
      const to = await nodeOf(trx, orgId, body.toNodeId);
      if (!to) problems.push({ field: 'toNodeId', message: 'No such node' });
      else if (to.id === body.fromNodeId)
        problems.push({ field: 'toNodeId', message: 'A shipment goes to another node than the one it leaves' });
    }
    if (problems.length) throw invalidFields(problems);
    const scoped = scopedNodeIds(p);
    if (scoped && !scoped.includes(body.fromNodeId)) throw forbidden(`You do not work at ${from!.name}`);
    return from!;
  }

  /** An active courier of the organisation who serves the node. */
  private async checkCourier(trx: Db, p: Principal, courierId: string, nodeId: string, field = 'courierId') {
    const c = await courierFor(trx, p.organization.id, courierId);
    if (!c) throw invalidFields([{ field, message: 'No such courier' }]);
    if (!c.isActive) throw invalidFields([{ field, message: `${c.name} is inactive` }]);
    if (c.nodeIds.length > 0 && !c.nodeIds.includes(nodeId))
      throw invalidFields([{ field, message: `${c.name} does not serve this node` }]);
  }

  async create(p: Principal, body: ShipmentCreate): Promise<ShipmentRecord> {
    const orgId = p.organization.id;
    return inTransaction(this.db, async (trx) => {
      const from = await this.checkNodes(trx, p, body);
      if (body.courierId) await this.checkCourier(trx, p, body.courierId, body.fromNodeId);
      const id = await insertShipment(trx, orgId, {
        code: await nextShipmentCode(trx, orgId),
        fromNodeId: body.fromNodeId,
        toNodeId: body.toNodeId ?? null,
        toLab: body.toNodeId ? null : blank(body.toLab),
        courierId: body.courierId ?? null,
        note: blank(body.note),
        createdBy: p.user.id,
      });
      const s = (await lockShipment(trx, orgId, unscoped(p), id))!;
      return this.finish(trx, p, { ...s, state: 'packed' }, 'packed', { place: from.name });
    });
  }

  /** A scanned barcode joins a packed shipment: a collected sample of the shipment's node, in no other open shipment. */
  async addSample(p: Principal, id: string, barcode: string): Promise<ShipmentRecord> {
    const orgId = p.organization.id;
    return inTransaction(this.db, async (trx) => {
      const s = await this.locked(trx, p, id);
      if (s.state !== 'packed') refuse(s, 'samples are added only while it is packed');
      const sample = await sampleByBarcode(trx, orgId, barcode);
      if (!sample) throw notFound(`No sample has the barcode ${barcode.trim()}`);
      if (sample.openShipment) {
        const where = sample.openShipment.id === s.id ? 'this shipment' : `shipment ${sample.openShipment.code}`;
        throw conflict(`Sample ${sample.barcode} is already in ${where}`, [{ field: 'barcode', message: sample.openShipment.code }]);
      }
      if (sample.visitStatus === 'cancelled') throw conflict(`Sample ${sample.barcode} belongs to a cancelled visit`);
      if (sample.status !== 'collected') {
        const why = { pending: 'is not collected yet', rejected: 'is rejected' }[sample.status] ?? 'is already with the laboratory';
        throw conflict(`Sample ${sample.barcode} ${why}`);
      }
      if (sample.nodeId !== s.fromNodeId) throw conflict(`Sample ${sample.barcode} was collected for another node`);
      await insertItem(trx, orgId, s.id, sample.id, p.user.id);
      const after = await this.record(p, s.id, trx);
      await writeAudit(trx, {
        orgId,
        userId: p.user.id,
        resource: 'shipment',
        recordId: s.id,
        action: 'add-sample',
        before: null,
        after: { barcode: sample.barcode },
      });
      return after;
    });
  }

  async removeSample(p: Principal, id: string, sampleId: string): Promise<ShipmentRecord> {
    const orgId = p.organization.id;
    return inTransaction(this.db, async (trx) => {
      const s = await this.locked(trx, p, id);
      if (s.state !== 'packed') refuse(s, 'samples are taken out only while it is packed');
      if (!UUID.test(sampleId) || !(await deleteItem(trx, orgId, s.id, sampleId))) throw notFound('The sample is not in this shipment');
      await writeAudit(trx, {
        orgId,
        userId: p.user.id,
        resource: 'shipment',
        recordId: s.id,
        action: 'remove-sample',
        before: { sampleId },
        after: null,
      });
      return this.record(p, s.id, trx);
    });
  }

  /** packed → handed_over: the courier takes the box; its samples leave the centre (sample status submitted). */
  async handOver(p: Principal, id: string, step: ShipmentStep): Promise<ShipmentRecord> {
    const orgId = p.organization.id;
    return inTransaction(this.db, async (trx) => {
      const s = await this.locked(trx, p, id);
      if (s.state !== 'packed') refuse(s, 'only a packed shipment is handed over');
      const courierId = step.courierId ?? s.courierId;
      if (!courierId) throw invalidFields([{ field: 'courierId', message: 'Choose the courier who takes the shipment' }]);
      await this.checkCourier(trx, p, courierId, s.fromNodeId);
      const items = await itemsOf(trx, orgId, s.id);
      if (items.length === 0) throw conflict(`Shipment ${s.code} has no samples; scan them before handing it over`);
      const samples = new SampleService(trx);
      for (const item of items) await samples.step(unscoped(p), item.sampleId, 'submitted');
      await setShipmentState(trx, orgId, s.id, 'handed_over', { courierId });
      return this.finish(trx, p, s, 'handed_over', step);
    });
  }

  /** handed_over → in_transit: the courier is on the way. */
  async depart(p: Principal, id: string, step: ShipmentStep): Promise<ShipmentRecord> {
    return inTransaction(this.db, async (trx) => {
      const s = await this.locked(trx, p, id);
      if (s.state !== 'handed_over') refuse(s, 'only a shipment handed over to its courier sets off');
      await setShipmentState(trx, p.organization.id, s.id, 'in_transit');
      return this.finish(trx, p, s, 'in_transit', step);
    });
  }

  /** packed → cancelled: the box never left; its samples may go in another shipment. */
  async cancel(p: Principal, id: string, reason: string): Promise<ShipmentRecord> {
    return inTransaction(this.db, async (trx) => {
      const s = await this.locked(trx, p, id);
      if (s.state !== 'packed') refuse(s, 'only a packed shipment can be cancelled');
      await closeItems(trx, p.organization.id, s.id);
      await setShipmentState(trx, p.organization.id, s.id, 'cancelled');
      return this.finish(trx, p, s, 'cancelled', { note: reason });
    });
  }
}
