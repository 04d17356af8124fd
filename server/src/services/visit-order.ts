import type { VisitOrderItem } from '../../../contract/visits.ts';
import type { Db } from '../db/database.ts';
import { invalidFields, type FieldProblem } from '../errors.ts';
import { formulaClosure } from '../repositories/catalogue-repository.ts';
import {
  analytesForOrder,
  expandGroups,
  productsByIds,
  type AnalyteForOrder,
  type PricedProduct,
} from '../repositories/visit-order-repository.ts';
import { parseFormula } from './formula.ts';

/** An ordered item, priced, with the analytes it brings (a group's expanded, an analyte itself). */
export interface OrderLine extends PricedProduct {
  analyteIds: string[];
}

export interface Order {
  lines: OrderLine[];
  analytes: Map<string, AnalyteForOrder>;
  gross: number;
}

export const round2 = (n: number) => Math.round(n * 100) / 100;

/** Items named twice, or an item that another ordered group already holds: sold twice, a 400 each. */
function duplicateProblems(
  items: VisitOrderItem[],
  products: Map<string, PricedProduct>,
  expanded: Awaited<ReturnType<typeof expandGroups>>,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const seen = new Set<string>();
  items.forEach((it, i) => {
    if (seen.has(it.id)) problems.push({ field: `items.${i}`, message: `${products.get(it.id)!.name} is ordered twice` });
    seen.add(it.id);
  });
  items.forEach((it, i) => {
    const holder = items.find(
      (g) =>
        g.kind === 'group' &&
        g.id !== it.id &&
        (it.kind === 'analyte' ? expanded.analytes.get(g.id)!.includes(it.id) : expanded.groups.get(g.id)!.has(it.id)),
    );
    if (holder)
      problems.push({ field: `items.${i}`, message: `${products.get(it.id)!.name} is already part of ${products.get(holder.id)!.name}` });
  });
  return problems;
}

/**
 * Reads, checks and prices what a visit orders: every item must be a product of the organisation, of the
 * kind named, active, and sold once; groups are expanded into their analytes (report order kept).
 */
export async function planOrder(trx: Db, orgId: string, priceListId: string | null, items: VisitOrderItem[]): Promise<Order> {
  const products = new Map(
    (
      await productsByIds(
        trx,
        orgId,
        priceListId,
        items.map((i) => i.id),
      )
    ).map((p) => [p.id, p]),
  );
  const problems: FieldProblem[] = [];
  items.forEach((it, i) => {
    const p = products.get(it.id);
    if (!p || p.kind !== it.kind)
      problems.push({ field: `items.${i}`, message: `Item ${i + 1}: no such ${it.kind === 'group' ? 'test group' : 'test'}` });
    else if (!p.isActive) problems.push({ field: `items.${i}`, message: `${p.name} is no longer offered` });
  });
  if (problems.length) throw invalidFields(problems);
  const expanded = await expandGroups(
    trx,
    orgId,
    items.filter((i) => i.kind === 'group').map((i) => i.id),
  );
  const duplicates = duplicateProblems(items, products, expanded);
  if (duplicates.length) throw invalidFields(duplicates);
  const lines = items.map((it) => ({ ...products.get(it.id)!, analyteIds: it.kind === 'group' ? expanded.analytes.get(it.id)! : [it.id] }));
  const empty = lines.findIndex((l) => l.analyteIds.length === 0);
  if (empty >= 0) throw invalidFields([{ field: `items.${empty}`, message: `${lines[empty].name} holds no tests` }]);
  const analytes = await analytesForOrder(trx, orgId, [...new Set(lines.flatMap((l) => l.analyteIds))]);
  await addFormulaInputs(trx, orgId, lines, analytes);
  return { lines, analytes, gross: round2(lines.reduce((sum, l) => sum + l.price, 0)) };
}

/** A calculated analyte's inputs in the order its formula reads them (then by code): TC, HDL, TG for LDL. */
function inFormulaOrder(a: AnalyteForOrder, analytes: Map<string, AnalyteForOrder>): string[] {
  let codes: string[] = [];
  try {
    codes = a.formula ? parseFormula(a.formula).codes : [];
  } catch {
    // a formula the catalogue let through but that does not parse: keep the inputs, by code
  }
  const rank = (id: string) => {
    const at = codes.indexOf(analytes.get(id)?.code ?? '');
    return at < 0 ? codes.length : at;
  };
  const code = (id: string) => analytes.get(id)?.code ?? id;
  return [...a.inputs].sort((x, y) => rank(x) - rank(y) || code(x).localeCompare(code(y)));
}

/**
 * A calculated analyte can only be computed from its formula's inputs, so the inputs the order does not hold
 * otherwise (and a calculated input's own inputs, transitively) are added as result rows of the item that
 * brought the calculated analyte, just before it, each once: LDL alone measures TC, HDL and TG. The item's
 * price stays what it is; an input the order holds anyway stays with the item that holds it.
 */
async function addFormulaInputs(trx: Db, orgId: string, lines: OrderLine[], analytes: Map<string, AnalyteForOrder>): Promise<void> {
  const inputs = [...analytes.values()].filter((a) => a.resultType === 'Calculated').flatMap((a) => a.inputs);
  if (inputs.length === 0) return;
  const missing = [...(await formulaClosure(trx, orgId, inputs))].filter((id) => !analytes.has(id));
  if (missing.length === 0) return;
  for (const [id, a] of await analytesForOrder(trx, orgId, missing)) analytes.set(id, a);
  const present = new Set(lines.flatMap((l) => l.analyteIds));
  for (const line of lines) {
    const out: string[] = [];
    const withInputs = (id: string) => {
      const a = analytes.get(id)!;
      if (a.resultType === 'Calculated') {
        for (const input of inFormulaOrder(a, analytes)) {
          if (present.has(input) || !analytes.has(input)) continue;
          present.add(input);
          withInputs(input);
          out.push(input);
        }
      }
    };
    for (const id of line.analyteIds) {
      withInputs(id);
      out.push(id);
    }
    line.analyteIds = out;
  }
}
