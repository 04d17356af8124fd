import type { ShipmentReceive, ShipmentRecord, ShipmentResolve } from '../../../contract/courier.ts';
import { inTransaction, type Db } from '../db/database.ts';
import { conflict, invalidFields, notFound } from '../errors.ts';
import type { Principal } from '../repositories/auth-repository.ts';
import {
  insertItem,
  itemsOf,
  markReceipt,
  refreshDiscrepancies,
  resolveItem,
  sampleByBarcode,
  setShipmentState,
  type Condition,
  type StoredItem,
  type StoredShipment,
} from '../repositories/shipment-repository.ts';
import { SampleService } from './sample-service.ts';
import { refuse, ShipmentService, unscoped } from './shipment-service.ts';

const CONDITION_TEXT: Record<Condition, string> = {
  missing: 'missing on arrival',
  extra: 'arrived without being packed',
  damaged: 'damaged or leaking on arrival',
  temperature: 'arrived outside its temperature range',
};

/**
 * Receipt at the laboratory and what follows: the samples that arrived are received in the same transaction
 * (the laboratory's own receive step, one per sample), the others stay with the shipment as discrepancies
 * until someone decides: found (received after all), rejected (a new sample is asked for), accepted.
 */
export class ShipmentReceipt extends ShipmentService {
  /** A barcode that came in the box without being packed: received too, noted as extra. */
  private async addExtra(trx: Db, p: Principal, s: StoredShipment, barcode: string, samples: SampleService) {
    const orgId = p.organization.id;
    const sample = await sampleByBarcode(trx, orgId, barcode);
    if (!sample) throw notFound(`No sample has the barcode ${barcode.trim()}`);
    if (sample.openShipment?.id === s.id) return;
    if (sample.openShipment) throw conflict(`Sample ${sample.barcode} is in shipment ${sample.openShipment.code}`);
    if (sample.status !== 'collected' && sample.status !== 'submitted') {
      throw conflict(`Sample ${sample.barcode} cannot be received: it is ${sample.status}`);
    }
    if (sample.status === 'collected') await samples.step(unscoped(p), sample.id, 'submitted');
    await insertItem(trx, orgId, s.id, sample.id, p.user.id, 'extra');
  }

  /** handed_over | in_transit → received: every sample not marked missing is received now. */
  async receive(p: Principal, id: string, body: ShipmentReceive): Promise<ShipmentRecord> {
    const orgId = p.organization.id;
    return inTransaction(this.db, async (trx) => {
      const s = await this.locked(trx, p, id);
      if (s.state !== 'handed_over' && s.state !== 'in_transit') refuse(s, 'only a shipment on its way is received');
      const packed = new Map((await itemsOf(trx, orgId, s.id)).map((i) => [i.sampleId, i]));
      const conditions = new Map<string, Condition>();
      (body.items ?? []).forEach((m, i) => {
        if (!packed.has(m.sampleId)) throw invalidFields([{ field: `items.${i}.sampleId`, message: 'This sample is not in the shipment' }]);
        conditions.set(m.sampleId, m.condition);
      });
      const samples = new SampleService(trx);
      for (const barcode of body.extra ?? []) await this.addExtra(trx, p, s, barcode, samples);
      for (const item of await itemsOf(trx, orgId, s.id)) {
        if (item.condition === 'extra') conditions.set(item.sampleId, 'extra');
        if (conditions.get(item.sampleId) === 'missing' || item.sampleStatus !== 'submitted') continue;
        await samples.step(unscoped(p), item.sampleId, 'received');
      }
      await markReceipt(trx, orgId, s.id, conditions);
      await refreshDiscrepancies(trx, orgId, s.id);
      await setShipmentState(trx, orgId, s.id, 'received', { outcome: conditions.size ? 'discrepancies' : 'complete' });
      return this.finish(trx, p, s, 'received', body);
    });
  }

  /** The decision on one discrepancy of a received shipment. */
  async resolve(p: Principal, id: string, body: ShipmentResolve): Promise<ShipmentRecord> {
    const orgId = p.organization.id;
    return inTransaction(this.db, async (trx) => {
      const s = await this.locked(trx, p, id);
      if (s.state !== 'received') refuse(s, 'discrepancies are resolved once it is received');
      const item = (await itemsOf(trx, orgId, s.id)).find((i) => i.sampleId === body.sampleId);
      if (!item) throw notFound('The sample is not in this shipment');
      this.checkResolution(item, body.resolution);
      const samples = new SampleService(trx);
      const note = body.note?.trim() || null;
      if (body.resolution === 'found') await samples.step(unscoped(p), item.sampleId, 'received');
      if (body.resolution === 'rejected' && item.sampleStatus !== 'rejected') {
        await samples.reject(
          unscoped(p),
          item.sampleId,
          `Shipment ${s.code}: ${CONDITION_TEXT[item.condition!]}${note ? ` (${note})` : ''}`,
        );
      }
      await resolveItem(trx, orgId, s.id, item.sampleId, body.resolution, note, p.user.id);
      await refreshDiscrepancies(trx, orgId, s.id);
      return this.finish(trx, p, s, `resolved-${body.resolution}`, { note: `${item.barcode}${note ? `: ${note}` : ''}` });
    });
  }

  private checkResolution(item: StoredItem, resolution: ShipmentResolve['resolution']) {
    if (!item.condition || item.condition === 'extra') throw conflict(`Sample ${item.barcode} has no discrepancy to resolve`);
    if (item.resolution) throw conflict(`The discrepancy of sample ${item.barcode} is already resolved (${item.resolution})`);
    if (resolution === 'found' && item.condition !== 'missing')
      throw conflict(`Sample ${item.barcode} arrived; only a missing sample is found`);
    if (resolution === 'accepted' && item.condition === 'missing') {
      throw conflict(`Sample ${item.barcode} is missing: it is either found or rejected with a new sample asked for`);
    }
  }
}
