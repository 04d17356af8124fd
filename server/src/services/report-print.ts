import { conflict, notFound } from '../errors.ts';
import { reportVersion } from '../repositories/report-repository.ts';
import { renderReportPdf } from './report-pdf.ts';
import { publicLink, reportSettings } from './report-settings.ts';
import type { ReportSnapshot } from './report-snapshot.ts';

type Executor = Parameters<typeof reportVersion>[0];

export interface PrintRequest {
  orgId: string;
  visitId: string;
  visitCode: string;
  publicHash: string;
  /** undefined: the latest */
  version?: number;
  /** undefined: the organisation's setting */
  letterhead?: boolean;
  /** scheme and host the request came to, for the QR link when no public base URL is set */
  requestOrigin: string;
}

export interface PrintedReport {
  pdf: Buffer;
  version: number;
  filename: string;
}

/**
 * The PDF of a report version: its frozen snapshot, with today's letterhead (stationery, not content) unless
 * switched off, and the public link as a QR code. No version yet → 409; an unknown version → 404.
 */
export async function printReport(db: Executor, r: PrintRequest): Promise<PrintedReport> {
  const [row, settings] = await Promise.all([reportVersion(db, r.orgId, r.visitId, r.version), reportSettings(db, r.orgId)]);
  if (!row && r.version !== undefined && (await reportVersion(db, r.orgId, r.visitId)))
    throw notFound(`Report version ${r.version} not found`);
  if (!row) throw conflict(`Visit ${r.visitCode} has no report yet: its results are not all verified`);
  const pdf = await renderReportPdf({
    snapshot: row.snapshot as ReportSnapshot,
    version: row.version,
    reason: row.reason,
    createdAt: row.createdAt,
    letterhead: (r.letterhead ?? settings.letterhead) ? settings.header : null,
    publicUrl: publicLink(settings.publicBaseUrl ?? r.requestOrigin, r.publicHash),
  });
  return { pdf, version: row.version, filename: `${r.visitCode}-report-v${row.version}.pdf` };
}
