import type { Migration } from 'kysely';

/** An `after` migration names the schema-driven tables it builds on (the runner, db/migrate.ts, waits for them). */
export type AfterResourcesMigration = Migration & { requires: string[] };
