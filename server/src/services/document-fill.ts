import {
  fillPlaceholdersHtml,
  personValues,
  visitValues,
  type PersonRecord,
  type PlaceholderValues,
} from '../../../contract/placeholders.ts';
import type { Db } from '../db/database.ts';
import { badRequest, forbidden } from '../errors.ts';
import { can } from '../permissions.ts';
import type { Principal } from '../repositories/auth-repository.ts';
import type { ResourceService } from './resource-service.ts';
import type { VisitService } from './visit-service.ts';

/** What a document reads of a visit record (services/visit-record.ts). */
interface VisitFactsSource {
  code: string;
  visitedAt: Date | string;
  patient: { id: string };
  referrer: { name: string } | null;
  items: { name: string }[];
}

export interface FillSource {
  patientId: string | null;
  visitId: string | null;
}

/** Who the document is for, as its merge fields read them, and the ids it keeps. */
export interface FillFacts {
  patientId: string | null;
  visitId: string | null;
  patientName: string;
  values: PlaceholderValues;
}

const need = (p: Principal, resource: string, what: string) => {
  if (!can(p, resource, 'show')) throw forbidden(`You do not have permission to show ${resource}: a document for a ${what} reads it`);
};

/**
 * The patient and visit a document is written for, read with the member's own rights (a member who may not see a
 * patient cannot print their details into a letter): the visit's patient when only a visit is named, and a 400
 * when the two do not belong together or either is unknown.
 */
export async function fillFacts(
  db: Db,
  p: Principal,
  deps: { resources: ResourceService; visits: VisitService },
  source: FillSource,
): Promise<FillFacts> {
  let visit: VisitFactsSource | undefined;
  if (source.visitId) {
    need(p, 'visit', 'visit');
    visit = (await deps.visits.get(p, source.visitId, db).catch(() => undefined)) as VisitFactsSource | undefined;
    if (!visit) throw badRequest('Visit not found', [{ field: 'visitId', message: 'Visit not found' }]);
  }
  const patientId = source.patientId ?? visit?.patient.id ?? null;
  if (visit && patientId !== visit.patient.id) {
    throw badRequest('The visit belongs to another patient', [{ field: 'visitId', message: 'The visit belongs to another patient' }]);
  }
  let patient: PersonRecord | undefined;
  if (patientId) {
    need(p, 'patient', 'patient');
    const def = deps.resources.registry.get('patient')!;
    patient = (await deps.resources.get(def, p.organization.id, patientId, db).catch(() => undefined)) as PersonRecord | undefined;
    if (!patient) throw badRequest('Patient not found', [{ field: 'patientId', message: 'Patient not found' }]);
  }
  const values = {
    ...personValues(patient),
    ...visitValues(
      visit && {
        code: visit.code,
        visitedAt: new Date(visit.visitedAt).toISOString(),
        referrer: visit.referrer?.name ?? null,
        tests: visit.items.map((i) => String(i.name)),
      },
    ),
  };
  return { patientId, visitId: source.visitId, patientName: values.fullname ?? '', values };
}

/** A template's HTML with its merge fields filled (missing values empty, every value escaped). */
export const fillTemplate = (html: string, facts: FillFacts) => fillPlaceholdersHtml(html, facts.values);
