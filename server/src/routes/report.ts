import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PublicReportInfo, ReportSettings, ReportSettingsInput } from '../../../contract/reports.ts';
import { principalOf } from '../context.ts';
import { inTransaction } from '../db/database.ts';
import { AppError, notFound } from '../errors.ts';
import { writeAudit } from '../repositories/audit-repository.ts';
import { latestReportVersion, markReported, reportTarget, visitByHash } from '../repositories/report-repository.ts';
import { visitHead } from '../repositories/result-repository.ts';
import { printReport, type PrintedReport } from '../services/report-print.ts';
import { reportSettings, saveReportSettings } from '../services/report-settings.ts';
import { refreshVisitStatus } from '../services/visit-status.ts';

const TAGS = ['Reports'];
/** A public hash is 32 random bytes in base64url; a visit id is a uuid (36 characters), so the two never meet. */
export const HASH_PARAM = ':hash(^[A-Za-z0-9_-]{43}$)';
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } } as const;
const hashParams = {
  type: 'object',
  required: ['hash'],
  properties: { hash: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' } },
} as const;
const printQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { version: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' }, letterhead: { type: 'string', enum: ['true', 'false'] } },
} as const;
const issueQuery = { type: 'object', additionalProperties: false, properties: { letterhead: printQuery.properties.letterhead } } as const;
type PrintQuery = { version?: string; letterhead?: 'true' | 'false' };

const origin = (req: FastifyRequest) => `${req.protocol}://${req.headers.host ?? 'localhost'}`;
const letterheadOf = (q: PrintQuery) => (q.letterhead === undefined ? undefined : q.letterhead === 'true');

function sendPdf(reply: FastifyReply, printed: PrintedReport) {
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `inline; filename="${printed.filename}"`)
    .header('Cache-Control', 'no-store')
    .send(printed.pdf);
}

/** Reports: the PDF of a version, printing it (verified → reported), the settings, and the public link. */
export async function reportRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  /** The visit to print (its code and public hash: the full report head is read only when a version is made). */
  const scopedHead = async (req: FastifyRequest<{ Params: { id: string } }>) => {
    const p = principalOf(req);
    const head = await reportTarget(db, p, p.organization.id, req.params.id);
    if (!head) throw notFound('Visit not found');
    return head;
  };

  app.get<{ Params: { id: string }; Querystring: PrintQuery }>(
    '/api/visit/:id/report',
    {
      config: { permission: { resource: 'report', action: 'show' } },
      schema: { tags: TAGS, summary: 'The PDF of a report version (default: the latest)', params: idParams, querystring: printQuery },
    },
    async (req, reply) => {
      const head = await scopedHead(req);
      const printed = await printReport(db, {
        orgId: principalOf(req).organization.id,
        visitId: head.id,
        visitCode: head.code,
        publicHash: head.publicHash,
        version: req.query.version ? Number(req.query.version) : undefined,
        letterhead: letterheadOf(req.query),
        requestOrigin: origin(req),
      });
      return sendPdf(reply, printed);
    },
  );

  app.post<{ Params: { id: string }; Querystring: PrintQuery }>(
    '/api/visit/:id/report',
    {
      config: { permission: { resource: 'report', action: 'print' } },
      schema: {
        tags: TAGS,
        summary: "Issues the latest version's PDF: the visit becomes reported",
        params: idParams,
        querystring: issueQuery,
      },
    },
    async (req, reply) => {
      const p = principalOf(req);
      const orgId = p.organization.id;
      const head = await scopedHead(req);
      const printed = await inTransaction(db, async (trx) => {
        const visit = await visitHead(trx, p, orgId, head.id, true);
        const printed = await printReport(trx, {
          orgId,
          visitId: head.id,
          visitCode: head.code,
          publicHash: head.publicHash,
          letterhead: letterheadOf(req.query),
          requestOrigin: origin(req),
        });
        if (visit?.status === 'verified') {
          await markReported(trx, orgId, head.id);
          await refreshVisitStatus(trx, orgId, head.id);
        }
        await writeAudit(trx, {
          orgId,
          userId: p.user.id,
          resource: 'report',
          recordId: head.id,
          action: 'print',
          before: null,
          after: { version: printed.version },
        });
        return printed;
      });
      return sendPdf(reply, printed);
    },
  );

  app.get(
    '/api/settings/report',
    {
      config: { permission: { resource: 'report', action: 'show' } },
      schema: { tags: TAGS, summary: "The organisation's report settings", response: { 200: ReportSettings } },
    },
    async (req) => reportSettings(db, principalOf(req).organization.id),
  );

  app.put<{ Body: ReportSettingsInput }>(
    '/api/settings/report',
    {
      config: {
        permission: { resource: 'report', action: 'settings' },
        labels: {
          publicBaseUrl: 'Public Base URL',
          header: 'Letterhead',
          'header.name': 'Name',
          'header.address': 'Address',
          'header.phone': 'Phone',
          'header.email': 'E-mail',
        },
      },
      schema: {
        tags: TAGS,
        summary: 'Changes the report settings (fields left out keep their value)',
        body: ReportSettingsInput,
        response: { 200: ReportSettings },
      },
    },
    async (req) => {
      const p = principalOf(req);
      return inTransaction(db, async (trx) => {
        const before = await reportSettings(trx, p.organization.id);
        const after = await saveReportSettings(trx, p.organization.id, req.body);
        await writeAudit(trx, {
          orgId: p.organization.id,
          userId: p.user.id,
          resource: 'reportSettings',
          recordId: p.organization.id,
          action: 'update',
          before,
          after,
        });
        return after;
      });
    },
  );

  /** The visit behind a public link, once its report may be shown: verified, and not held back for a due. */
  const published = async (hash: string) => {
    const visit = await visitByHash(db, hash);
    const version = visit && ['verified', 'reported'].includes(visit.status) ? await latestReportVersion(db, visit.orgId, visit.id) : null;
    if (!visit || !version) throw notFound('Report not found');
    const settings = await reportSettings(db, visit.orgId);
    if (settings.holdWhileDue && visit.due > 0) throw new AppError(402, 'The report will be available once the bill is settled');
    return { visit, version, settings };
  };

  app.get<{ Params: { hash: string } }>(
    `/api/visit/${HASH_PARAM}`,
    {
      config: { public: true },
      schema: {
        tags: TAGS,
        summary: 'Public: what a report link shows before the download',
        params: hashParams,
        response: { 200: PublicReportInfo },
      },
    },
    async (req) => {
      const { visit, version, settings } = await published(req.params.hash);
      return {
        organisation: settings.header.name,
        visitCode: visit.code,
        patientName: visit.patientName,
        visitedAt: visit.visitedAt,
        reportVersion: version,
        verifiedAt: visit.verifiedAt,
      };
    },
  );

  app.get<{ Params: { hash: string } }>(
    `/api/visit/${HASH_PARAM}/report`,
    {
      config: { public: true },
      schema: { tags: TAGS, summary: "Public: the latest version's PDF", params: hashParams },
    },
    async (req, reply) => {
      const { visit } = await published(req.params.hash);
      return sendPdf(
        reply,
        await printReport(db, {
          orgId: visit.orgId,
          visitId: visit.id,
          visitCode: visit.code,
          publicHash: visit.publicHash,
          requestOrigin: origin(req),
        }),
      );
    },
  );
}
