/**
 * The calls on schema-driven resources beside their generated REST routes (spec §7): a master table's row saved
 * through /api/master/create-update, and a referral partner switched active or inactive.
 */
import { Type, type Static } from 'typebox';
import { OrNull } from './common.ts';

/**
 * POST /api/master/create-update: the row's fields with the table it belongs to; no id creates, an id (and the
 * version read) changes. The fields are the table's own (GET /api/ui/get-forms-config), checked by its schema.
 */
export const MasterCreateUpdate = Type.Object(
  {
    data: Type.Unsafe<{ tableName: string; id?: string } & Record<string, unknown>>(
      Type.Object({ tableName: Type.String(), id: Type.Optional(Type.String()) }),
    ),
  },
  { additionalProperties: false },
);
export type MasterCreateUpdate = Static<typeof MasterCreateUpdate>;

/** PUT /api/refferal/toggle-status/{id}: the version read guards against a stale screen; no body: the current one. */
export const RefferalToggleInput = OrNull(
  Type.Object({ version: Type.Optional(Type.Integer({ minimum: 1 })) }, { additionalProperties: false }),
);
export type RefferalToggleInput = Static<typeof RefferalToggleInput>;
