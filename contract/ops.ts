/**
 * Operations: the backups' state for administrators, and the readiness check for operators
 * (docs/api-contract.md, "Operations").
 */
import { Type, type Static } from 'typebox';

const When = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

/** GET /api/backups/status (backup.show; the Administrator has it). */
export const BackupStatus = Type.Object({
  /** BACKUP_DIR is set: the server backs itself up every `everySeconds` */
  scheduled: Type.Boolean(),
  everySeconds: Type.Union([Type.Integer(), Type.Null()]),
  /** the last good backup, scheduled or taken with `npm run backup` */
  lastSuccessAt: When,
  /** the schedule's last try failed: when and why (null while it succeeds) */
  lastFailure: Type.Union([Type.Object({ at: Type.String({ format: 'date-time' }), error: Type.String() }), Type.Null()]),
  /** scheduled, and the last good backup is older than twice the interval */
  overdue: Type.Boolean(),
});
export type BackupStatus = Static<typeof BackupStatus>;

/** GET /api/health/ready (public): 200 when every check passes, else 503 with the same body. */
export const Readiness = Type.Object({
  status: Type.Union([Type.Literal('ready'), Type.Literal('not-ready')]),
  checks: Type.Object({
    database: Type.Object({ ok: Type.Boolean(), error: Type.Optional(Type.String()) }),
    migrations: Type.Object({
      ok: Type.Boolean(),
      schemaVersion: Type.Union([Type.Integer(), Type.Null()]),
      expectedSchemaVersion: Type.Integer(),
      pending: Type.Array(Type.String()),
      unknown: Type.Array(Type.String()),
    }),
    backup: Type.Object({
      ok: Type.Boolean(),
      scheduled: Type.Boolean(),
      lastSuccessAt: When,
      ageSeconds: Type.Union([Type.Integer(), Type.Null()]),
      maxAgeSeconds: Type.Union([Type.Integer(), Type.Null()]),
      failing: Type.Boolean(),
    }),
  }),
});
export type Readiness = Static<typeof Readiness>;
