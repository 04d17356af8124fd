import type { AfterResourcesMigration } from './migration.ts';
import * as catalogue from './001-catalogue.ts';
import * as patients from './002-patients.ts';
import * as visits from './003-visits.ts';
import * as email from './005-email.ts';
import * as theme from './006-theme.ts';
import * as documents from './007-documents.ts';
import * as expenses from './009-expenses.ts';
import * as couriers from './008-couriers.ts';
import * as stats from './010-stats.ts';
import * as moneyRollups from './011-money-rollups.ts';
import * as visitRollups from './012-visit-rollups.ts';

/** Migrations that need the schema-driven tables (they run after those are reconciled), in order. */
export const afterResources: Record<string, AfterResourcesMigration> = {
  '001-catalogue': catalogue,
  '002-patients': patients,
  '003-visits': visits,
  '005-email': email,
  '006-theme': theme,
  '007-documents': documents,
  '009-expenses': expenses,
  '008-couriers': couriers,
  '010-stats': stats,
  '011-money-rollups': moneyRollups,
  '012-visit-rollups': visitRollups,
};
