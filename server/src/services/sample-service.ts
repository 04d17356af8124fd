import { inTransaction, type Db } from '../db/database.ts';
import { conflict, invalidFields, notFound } from '../errors.ts';
import { writeAudit } from '../repositories/audit-repository.ts';
import type { Principal } from '../repositories/auth-repository.ts';
import {
  inLabPage,
  insertSamples,
  lockSample,
  moveResultsToReplacement,
  pendingVisitPage,
  resultCounts,
  sampleRecords,
  setSampleStatus,
  takeSampleNumbers,
  verifiedResultCount,
  visitSummaries,
  type QueueFilter,
  type StoredSample,
} from '../repositories/sample-repository.ts';
import { touchVisit, visitVisible } from '../repositories/visit-repository.ts';
import { sampleBarcode } from './visit-codes.ts';
import { visitRecord, withVisitAge } from './visit-record.ts';
import { refreshVisitStatus } from './visit-status.ts';

type Json = Record<string, unknown>;
type Step = 'collected' | 'submitted' | 'received';

/** Which status each step needs, and the sentence that refuses it otherwise. */
const STEPS: Record<Step, { from: StoredSample['status'][]; refusal: (s: StoredSample) => string }> = {
  collected: { from: ['pending'], refusal: (s) => `Sample ${s.barcode} is ${s.status === 'rejected' ? 'rejected' : 'already collected'}` },
  submitted: {
    from: ['collected'],
    refusal: (s) =>
      `Sample ${s.barcode} ${s.status === 'pending' ? 'is not collected yet' : s.status === 'rejected' ? 'is rejected' : 'is already with the laboratory'}`,
  },
  received: {
    from: ['submitted'],
    refusal: (s) =>
      `Sample ${s.barcode} ${s.status === 'received' ? 'is already received' : s.status === 'rejected' ? 'is rejected' : 'has not been submitted to the laboratory yet'}`,
  },
};

const ACTIONS: Record<Step, string> = { collected: 'collect', submitted: 'submit', received: 'receive' };
const CLOCK_SKEW_MS = 2 * 60 * 1000;

/** Samples from the phlebotomist's hand to the laboratory: collect, submit, receive, reject and recollect. */
export class SampleService {
  constructor(private readonly db: Db) {}

  private async locked(trx: Db, p: Principal, id: string): Promise<StoredSample> {
    const sample = await lockSample(trx, p.organization.id, p, id);
    if (!sample) throw notFound('Sample not found');
    if (sample.visitStatus === 'cancelled') throw conflict(`Visit ${sample.visitCode} is cancelled; its samples are no longer handled`);
    return sample;
  }

  private async sample(db: Db, orgId: string, id: string): Promise<Json> {
    return (await sampleRecords(db, orgId, { ids: [id] }))[0];
  }

  /** Moves a sample one step on, refreshes its visit's status and audits it. */
  async step(p: Principal, id: string, to: Step, at?: string): Promise<Json> {
    const orgId = p.organization.id;
    if (at && new Date(at).getTime() > Date.now() + CLOCK_SKEW_MS) {
      throw invalidFields([{ field: 'collectedAt', message: 'Collection time cannot be in the future' }]);
    }
    return inTransaction(this.db, async (trx) => {
      const sample = await this.locked(trx, p, id);
      if (!STEPS[to].from.includes(sample.status)) throw conflict(STEPS[to].refusal(sample));
      await setSampleStatus(trx, orgId, id, to, p.user.id, at ?? null);
      return this.afterChange(trx, p, sample, ACTIONS[to], [id]);
    });
  }

  /**
   * A rejected sample asks for a new one: same container and specimen, a new barcode, pointing back at it;
   * its results that are not verified move to the new sample and start over.
   */
  async reject(p: Principal, id: string, reason: string): Promise<{ rejected: Json; replacement: Json }> {
    const orgId = p.organization.id;
    if (!reason.trim()) throw invalidFields([{ field: 'reason', message: 'A rejection needs a reason' }]);
    return inTransaction(this.db, async (trx) => {
      const sample = await this.locked(trx, p, id);
      if (sample.status === 'pending') throw conflict(`Sample ${sample.barcode} is not collected yet; there is nothing to reject`);
      if (sample.status === 'rejected') throw conflict(`Sample ${sample.barcode} is already rejected`);
      const verified = await verifiedResultCount(trx, orgId, id);
      if (verified)
        throw conflict(
          `Sample ${sample.barcode} has ${verified} verified result${verified === 1 ? '' : 's'}; amend them instead of rejecting the sample`,
        );
      await setSampleStatus(trx, orgId, id, 'rejected', p.user.id, null, reason.trim());
      const number = await takeSampleNumbers(trx, orgId, sample.visitId, 1);
      const [newId] = await insertSamples(trx, orgId, sample.visitId, sample.nodeId, [
        {
          barcode: sampleBarcode(sample.visitCode, number),
          containerId: sample.containerId,
          specimenId: sample.specimenId,
          replacesId: id,
        },
      ]);
      await moveResultsToReplacement(trx, orgId, id, newId);
      const rejected = await this.afterChange(trx, p, sample, 'reject', [id, newId]);
      return { rejected, replacement: await this.sample(trx, orgId, newId) };
    });
  }

  private async afterChange(trx: Db, p: Principal, before: StoredSample, action: string, ids: string[]): Promise<Json> {
    const orgId = p.organization.id;
    await refreshVisitStatus(trx, orgId, before.visitId);
    await touchVisit(trx, orgId, before.visitId, p.user.id);
    let changed: Json | undefined;
    for (const id of ids) {
      const after = await this.sample(trx, orgId, id);
      const own = id === before.id;
      if (own) changed = after;
      await writeAudit(trx, {
        orgId,
        userId: p.user.id,
        resource: 'sample',
        recordId: id,
        action: own ? action : 'create',
        before: own ? { status: before.status } : null,
        after,
      });
    }
    return changed ?? this.sample(trx, orgId, before.id);
  }

  /** The phlebotomy queue: a page of visits with samples to collect or submit, each with its samples. */
  async pending(p: Principal, f: QueueFilter, offset: number, limit: number) {
    const { rows, total } = await pendingVisitPage(this.db, p.organization.id, p, f, offset, limit);
    return { rows: rows.map((r) => withVisitAge(r)), total };
  }

  /** Samples the laboratory holds, with their visit's patient and where their results stand. */
  async inProgress(p: Principal, f: QueueFilter, offset: number, limit: number) {
    const orgId = p.organization.id;
    const { rows: page, total } = await inLabPage(this.db, orgId, p, f, offset, limit);
    const ids = page.map((r) => r.id);
    const records = new Map((await sampleRecords(this.db, orgId, { ids })).map((s) => [s.id, s]));
    const heads = new Map(
      (await visitSummaries(this.db, orgId, [...new Set(page.map((r) => r.visitId))])).map((v) => [v.visitId, withVisitAge(v)]),
    );
    const counts = await resultCounts(this.db, orgId, ids);
    const rows = page.map((r) => {
      const head = heads.get(r.visitId)!;
      return {
        ...records.get(r.id),
        visitedAt: head.visitedAt,
        patient: head.patient,
        node: head.node,
        results: counts.get(r.id) ?? { total: 0, pending: 0, entered: 0, verified: 0 },
      };
    });
    return { rows, total };
  }

  async ofVisit(p: Principal, visitId: string) {
    const orgId = p.organization.id;
    if (!(await visitVisible(this.db, orgId, p, visitId))) throw notFound('Visit not found');
    const visit = (await visitRecord(this.db, orgId, visitId))!;
    return { visit, samples: visit.samples };
  }
}
