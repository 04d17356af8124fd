import { sql, type Kysely } from 'kysely';

/** Rests on the visit tables (after-resources 003-visits) and the seeded roles. */
export const requires: string[] = ['patients'];

/** What the seeded job roles of organisations that already exist get (new ones get it from seed-roles.ts). */
const VISIT_STATS = [
  'top-visit-referrers',
  'visit-periodical-stats',
  'past-week-trend',
  'past-7week-trend',
  'latest-visits',
  'hourly-visits',
];
const PATIENT_STATS = [
  'upcoming-birthdays',
  'demographics',
  'top-referrers',
  'age-demographics',
  'gender-distribution',
  'trends-pastweek-and-last-7days',
  'registration-stats-count',
  'latest',
  'frequently-visited-patients',
];
const LAB = ['sample-pipeline', 'tat-breaches', 'critical-results'];
const MONEY = ['collections', 'dues-ageing'];
const all = (resource: string, actions: string[]) => actions.map((action) => [resource, action] as const);
const GRANTS: Record<string, (readonly [string, string])[]> = {
  'Front desk': [
    ...all('visitStats', VISIT_STATS),
    ...all('patientStats', PATIENT_STATS),
    ...all('labStats', ['sample-pipeline', ...MONEY]),
  ],
  Phlebotomist: all('labStats', ['sample-pipeline']),
  Technician: all('labStats', LAB),
  Pathologist: all('labStats', LAB),
  Accountant: [...all('visitStats', VISIT_STATS), ...all('labStats', MONEY)],
};

/**
 * The dashboards (issue 12): the statistics permissions for the seeded job roles of existing organisations
 * (an administrator role holds every permission already), and the indexes the figures read by: money by the
 * time it was received, and results not verified yet (the pipeline, turnaround breaches, criticals).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [role, grants] of Object.entries(GRANTS)) {
    const values = sql.join(grants.map(([resource, action]) => sql`(${resource}, ${action})`));
    await sql`
      insert into role_permissions (role_id, resource, action)
      select r.id, g.resource, g.action
      from roles r cross join (values ${values}) as g(resource, action)
      where r.is_system and not r.is_admin and r.name = ${role}
      on conflict do nothing`.execute(db);
  }
  // payments by day (visit_payments_received_idx) come with 009-expenses, which reads them too
  await sql`create index results_open_idx on results (org_id, visit_id) where status <> 'verified'`.execute(db);
}
