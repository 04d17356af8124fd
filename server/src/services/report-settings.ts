import { orgHead, saveOrgSetting } from '../repositories/report-repository.ts';
import type { ReportSettings, ReportSettingsInput } from '../../../contract/reports.ts';

type Executor = Parameters<typeof orgHead>[0];

export type { ReportSettings, ReportSettingsInput };

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** The stored settings over the defaults; the header's name defaults to the organisation's. */
export function settingsFrom(orgName: string, stored: unknown): ReportSettings {
  const s = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const h = (s.header && typeof s.header === 'object' ? s.header : {}) as Record<string, unknown>;
  return {
    letterhead: typeof s.letterhead === 'boolean' ? s.letterhead : true,
    header: { name: text(h.name) ?? orgName, address: text(h.address), phone: text(h.phone), email: text(h.email) },
    holdWhileDue: s.holdWhileDue === true,
    publicBaseUrl: text(s.publicBaseUrl)?.replace(/\/+$/, '') ?? null,
  };
}

export async function reportSettings(db: Executor, orgId: string): Promise<ReportSettings> {
  const org = await orgHead(db, orgId);
  return settingsFrom(org.name, (org.settings ?? {}).report);
}

/** Merges a change into the stored settings (a field left out keeps its value). */
export async function saveReportSettings(db: Executor, orgId: string, input: ReportSettingsInput): Promise<ReportSettings> {
  const current = await reportSettings(db, orgId);
  const next: ReportSettings = {
    letterhead: input.letterhead ?? current.letterhead,
    header: { ...current.header, ...input.header },
    holdWhileDue: input.holdWhileDue ?? current.holdWhileDue,
    publicBaseUrl: input.publicBaseUrl === undefined ? current.publicBaseUrl : input.publicBaseUrl,
  };
  await saveOrgSetting(db, orgId, 'report', next);
  const org = await orgHead(db, orgId);
  return settingsFrom(org.name, next);
}

/** The public report link that the QR code carries: `{origin}/visit/{hash}`. */
export const publicLink = (origin: string, hash: string) => `${origin.replace(/\/+$/, '')}/visit/${hash}`;
