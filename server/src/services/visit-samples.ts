import type { Db } from '../db/database.ts';
import { insertResults, insertSamples, takeSampleNumbers } from '../repositories/sample-repository.ts';
import { deleteOrder, insertItems } from '../repositories/visit-repository.ts';
import { sampleBarcode } from './visit-codes.ts';
import type { Order } from './visit-order.ts';

interface PlannedSample {
  key: string;
  containerId: string | null;
  specimenId: string | null;
  drawOrder: number;
  firstSeen: number;
}

interface PlannedResult {
  analyteId: string;
  lineIndex: number;
  sampleKey: string | null;
}

export interface SamplePlan {
  samples: PlannedSample[];
  results: PlannedResult[];
}

/**
 * One result per analyte (the first item that brings it owns it) and one sample per container and
 * specimen: the tubes a phlebotomist draws. Analytes without a container share a "no container" sample
 * per specimen. A calculated analyte is never drawn: it rides on the sample of its first input the visit
 * holds (none: no sample), so the laboratory holding that sample is what lets it be computed.
 */
export function planSamples(order: Order): SamplePlan {
  const results: PlannedResult[] = [];
  const seen = new Set<string>();
  order.lines.forEach((line, lineIndex) =>
    line.analyteIds.forEach((analyteId) => {
      if (seen.has(analyteId)) return;
      seen.add(analyteId);
      results.push({ analyteId, lineIndex, sampleKey: null });
    }),
  );
  const samples = new Map<string, PlannedSample>();
  for (const r of results) {
    const a = order.analytes.get(r.analyteId)!;
    if (a.resultType === 'Calculated') continue;
    r.sampleKey = `${a.containerId ?? '-'}|${a.specimenId ?? '-'}`;
    if (!samples.has(r.sampleKey)) {
      samples.set(r.sampleKey, {
        key: r.sampleKey,
        containerId: a.containerId,
        specimenId: a.specimenId,
        drawOrder: a.drawOrder ?? 1e6,
        firstSeen: samples.size,
      });
    }
  }
  // Twice: a calculated analyte may read another calculated one placed after it.
  for (let pass = 0; pass < 2; pass++) {
    for (const r of results.filter((x) => x.sampleKey === null)) {
      const a = order.analytes.get(r.analyteId)!;
      r.sampleKey = results.find((x) => x.sampleKey !== null && a.inputs.includes(x.analyteId))?.sampleKey ?? null;
    }
  }
  const ordered = [...samples.values()].sort((x, y) => x.drawOrder - y.drawOrder || x.firstSeen - y.firstSeen);
  return { samples: ordered, results };
}

export interface VisitKeys {
  id: string;
  code: string;
  nodeId: string | null;
}

/** Writes a visit's items, samples (new barcodes, in draw order) and result rows for an order. */
export async function writeOrder(trx: Db, orgId: string, visit: VisitKeys, order: Order): Promise<void> {
  const itemIds = await insertItems(trx, orgId, visit.id, order.lines);
  const plan = planSamples(order);
  const first = plan.samples.length ? await takeSampleNumbers(trx, orgId, visit.id, plan.samples.length) : 0;
  const sampleIds = await insertSamples(
    trx,
    orgId,
    visit.id,
    visit.nodeId,
    plan.samples.map((s, i) => ({
      barcode: sampleBarcode(visit.code, first + i),
      containerId: s.containerId,
      specimenId: s.specimenId,
    })),
  );
  const idByKey = new Map(plan.samples.map((s, i) => [s.key, sampleIds[i]]));
  await insertResults(
    trx,
    orgId,
    visit.id,
    plan.results.map((r, i) => {
      const a = order.analytes.get(r.analyteId)!;
      return {
        sampleId: r.sampleKey ? idByKey.get(r.sampleKey)! : null,
        visitItemId: itemIds[r.lineIndex],
        analyteId: r.analyteId,
        departmentId: a.departmentId,
        position: i + 1,
        unit: a.unit,
      };
    }),
  );
}

/** A changed order before anything was collected: the old items, samples and results go, the new ones come. */
export async function replaceOrder(trx: Db, orgId: string, visit: VisitKeys, order: Order): Promise<void> {
  await deleteOrder(trx, orgId, visit.id);
  await writeOrder(trx, orgId, visit, order);
}
