import type { Migration } from 'kysely';

/** Migrations that need the schema-driven tables (they run after those are reconciled), in order. */
export const afterResources: Record<string, Migration> = {};
