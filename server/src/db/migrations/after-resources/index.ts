import type { AfterResourcesMigration } from '../../migrate.ts';
import * as catalogue from './001-catalogue.ts';
import * as patients from './002-patients.ts';
import * as visits from './003-visits.ts';

/** Migrations that need the schema-driven tables (they run after those are reconciled), in order. */
export const afterResources: Record<string, AfterResourcesMigration> = {
  '001-catalogue': catalogue,
  '002-patients': patients,
  '003-visits': visits,
};
