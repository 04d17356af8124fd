import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { insertNode, nodeIdsByCode } from '../repositories/node-repository.ts';

/**
 * The records visits point at: deleting one that a visit, a payment, a sample or a result still uses is a
 * 409 sentence ("Patient 'Ravi' is used by 2 visits") from the resource engine, never a foreign-key 500.
 */
const REFERENCES: [target: string, table: string, column: string, plural: string, singular: string][] = [
  ['patient', 'visits', 'patient_id', 'visits', 'visit'],
  ['refferal', 'visits', 'referrer_id', 'visits', 'visit'],
  ['priceList', 'visits', 'price_list_id', 'visits', 'visit'],
  ['reasonforDiscount', 'visits', 'discount_reason_id', 'visits', 'visit'],
  ['paymentModes', 'visit_payments', 'mode_id', 'visit payments', 'visit payment'],
  ['analyte', 'visit_items', 'analyte_id', 'visits', 'visit'],
  ['analyte', 'results', 'analyte_id', 'visit results', 'visit result'],
  ['itemGroup', 'visit_items', 'item_group_id', 'visits', 'visit'],
  ['container', 'samples', 'container_id', 'samples', 'sample'],
  ['specimen', 'samples', 'specimen_id', 'samples', 'sample'],
  ['analyteDept', 'results', 'department_id', 'visit results', 'visit result'],
];

export function registerVisitSetup(ctx: AppContext): void {
  for (const [target, table, column, plural, singular] of REFERENCES) {
    if (ctx.registry.get(target)) ctx.registry.addReference(target, { table, column, plural, singular });
  }
}

/**
 * The demo laboratory's collection centre under its main laboratory, so the phlebotomy queue can be
 * filtered by centre from the first start. New organisations bill at their main laboratory until they add
 * centres of their own (a visit may be at any active node).
 */
export async function addDemoCollectionCentre(db: Db, orgId: string): Promise<void> {
  const ids = await nodeIdsByCode(db, orgId, ['MAIN', 'CC1']);
  if (ids.has('cc1')) return;
  const main = ids.get('main') ?? null;
  await insertNode(db, orgId, null, {
    code: 'CC1',
    name: 'Jayanagar collection centre',
    type: 'collection-centre',
    parentId: main,
    address: null,
    phone: null,
    isActive: true,
  });
}
