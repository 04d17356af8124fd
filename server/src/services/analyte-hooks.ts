import type { Db } from '../db/database.ts';
import { conflict, invalidFields, type FieldProblem } from '../errors.ts';
import { findAnalytes, formulaClosure, formulaUsers, replaceFormulaInputs } from '../repositories/catalogue-repository.ts';
import { FormulaError, parseFormula } from './formula.ts';
import { rangeProblems, type RangeMasters, type RangeRow, type ResultType } from './reference-ranges.ts';
import type { ResourceHooks, ResourceService, WriteContext } from './resource-service.ts';

type Values = Record<string | symbol, unknown>;

/** The ids a calculated analyte's formula reads, handed from prepare to afterWrite. */
const INPUTS = Symbol('formula inputs');
const NUMERIC: string[] = ['Numeric', 'Calculated'];
const present = (v: unknown) => v !== null && v !== undefined && v !== '';
const touches = (values: Values, ...keys: string[]) => keys.some((k) => values[k] !== undefined);
const names = (items: { code: string }[]) => items.map((i) => i.code).join(', ');

/** Checks of the fields that only make sense for one result type. */
function typeProblems(eff: Values): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const choices = (eff.choices ?? []) as { value: string }[];
  if (eff.resultType !== 'Calculated' && present(eff.formula))
    problems.push({ field: 'formula', message: 'Formula is only for calculated analytes' });
  if (eff.resultType === 'Choice' && choices.length === 0)
    problems.push({ field: 'choices', message: 'A choice-list analyte needs at least one choice' });
  if (eff.resultType !== 'Choice' && choices.length > 0)
    problems.push({ field: 'choices', message: 'Choices are only for choice-list analytes' });
  const seen = new Map<string, number>();
  choices.forEach((c, i) => {
    const key = c.value.trim().toLowerCase();
    if (seen.has(key))
      problems.push({ field: `choices.${i}.value`, message: `Choices, row ${i + 1}: '${c.value}' is already row ${seen.get(key)! + 1}` });
    else seen.set(key, i);
  });
  return problems;
}

const mastersCache = new WeakMap<object, Map<string, Promise<RangeMasters>>>();

/** The masters range codes refer to, read once per transaction (seeding a catalogue writes many analytes in one). */
function masters(resources: ResourceService, trx: Db, orgId: string): Promise<RangeMasters> {
  const perTrx = mastersCache.get(trx) ?? new Map<string, Promise<RangeMasters>>();
  mastersCache.set(trx, perTrx);
  if (!perTrx.has(orgId)) {
    perTrx.set(
      orgId,
      (async () => {
        const [genders, periods, trimesters] = await Promise.all(
          ['gender', 'period', 'trimesterCategory'].map((n) => resources.repo(n).all(trx, orgId)),
        );
        return {
          sexes: new Map(genders.map((g) => [g.code as string, g.name as string])),
          periods: new Map(periods.map((p) => [p.code as string, { name: p.name as string, days: p.days as number }])),
          trimesters: new Map(trimesters.filter((t) => t.code).map((t) => [t.code as string, t.name as string])),
        };
      })(),
    );
  }
  return perTrx.get(orgId)!;
}

async function subDepartmentProblems(resources: ResourceService, eff: Values, ctx: WriteContext): Promise<FieldProblem[]> {
  if (!present(eff.subDepartmentId)) return [];
  // Not found: another organisation's or deleted; the foreign key answers that with its own 400.
  const sub = await resources.repo('analyteSubDept').get(ctx.trx, ctx.actor.orgId, eff.subDepartmentId as string);
  if (!sub || sub.departmentId === eff.departmentId) return [];
  const dept = await resources.repo('analyteDept').get(ctx.trx, ctx.actor.orgId, sub.departmentId as string);
  return [
    {
      field: 'subDepartmentId',
      message: `Sub-department '${String(sub.name)}' belongs to ${String(dept?.name)}, not to the chosen department`,
    },
  ];
}

/** The codes a formula reads, or a problem: empty, malformed, no code at all, or the analyte's own code. */
function formulaCodes(eff: Values, problem: (message: string) => void): string[] {
  if (!present(eff.formula)) return (problem('Formula is required for a calculated analyte'), []);
  let codes: string[];
  try {
    codes = parseFormula(eff.formula as string).codes;
  } catch (e) {
    if (e instanceof FormulaError) return (problem(`Formula: ${e.message}`), []);
    throw e;
  }
  if (codes.length === 0) return (problem('Formula must use at least one analyte code'), []);
  if (codes.includes(eff.code as string)) return (problem(`Formula cannot use the analyte's own code '${String(eff.code)}'`), []);
  return codes;
}

/** The analytes the formula reads, or problems: syntax, unknown or non-numeric codes, its own code, a cycle. */
async function formulaInputs(eff: Values, ctx: WriteContext, problems: FieldProblem[]): Promise<string[]> {
  const problem = (message: string) => problems.push({ field: 'formula', message });
  const codes = formulaCodes(eff, problem);
  if (codes.length === 0) return [];
  const found = await findAnalytes(ctx.trx, ctx.actor.orgId, 'code', codes);
  const unknown = codes.filter((c) => !found.some((f) => f.code === c));
  if (unknown.length) problem(`Formula: no analyte has the code ${unknown.map((c) => `'${c}'`).join(', ')}`);
  const text = found.filter((f) => !NUMERIC.includes(f.resultType));
  if (text.length) problem(`Formula: ${names(text)} ${text.length === 1 ? 'is not a numeric analyte' : 'are not numeric analytes'}`);
  if (ctx.before) {
    for (const input of found) {
      if ((await formulaClosure(ctx.trx, ctx.actor.orgId, [input.id])).has(ctx.before.id)) {
        problem(`Formula: ${input.code} already depends on this analyte's result, so the formula would go round in a circle`);
      }
    }
  }
  return found.map((f) => f.id);
}

/** An analyte other formulas read keeps its code and stays numeric (409): those formulas would break. */
async function checkFormulaUsers(values: Values, ctx: WriteContext): Promise<void> {
  const before = ctx.before!;
  const renamed = values.code !== undefined && values.code !== before.code;
  const turnsText =
    values.resultType !== undefined && !NUMERIC.includes(values.resultType as string) && NUMERIC.includes(before.resultType as string);
  if (!renamed && !turnsText) return;
  const users = await formulaUsers(ctx.trx, ctx.actor.orgId, before.id);
  if (users.length === 0) return;
  const what = renamed ? `its code '${String(before.code)}' cannot change` : 'its result must stay numeric';
  throw conflict(
    `Analyte '${String(before.name)}' is used in the formula of ${names(users)}, so ${what}; change ${users.length === 1 ? 'that formula' : 'those formulas'} first`,
  );
}

/** Sub-department, result type, reference ranges and formula rules of analytes; formula inputs kept as rows. */
export function analyteHooks(resources: ResourceService): ResourceHooks {
  return {
    async prepare(values, ctx) {
      const eff: Values = { ...(ctx.before ?? {}), ...values };
      const problems: FieldProblem[] = typeProblems(eff);
      if (touches(values, 'subDepartmentId', 'departmentId')) problems.push(...(await subDepartmentProblems(resources, eff, ctx)));
      if (touches(values, 'referenceRanges', 'resultType', 'choices')) {
        const choices = ((eff.choices ?? []) as { value: string }[]).map((c) => c.value);
        const rows = (eff.referenceRanges ?? []) as RangeRow[];
        problems.push(...rangeProblems(rows, eff.resultType as ResultType, choices, await masters(resources, ctx.trx, ctx.actor.orgId)));
      }
      let inputs: string[] | undefined;
      if (touches(values, 'formula', 'resultType', 'code'))
        inputs = eff.resultType === 'Calculated' ? await formulaInputs(eff, ctx, problems) : [];
      if (problems.length) throw invalidFields(problems);
      if (ctx.mode === 'update') await checkFormulaUsers(values, ctx);
      (values as Values)[INPUTS] = inputs;
    },

    async afterWrite(row, values, ctx) {
      const inputs = (values as Values)[INPUTS] as string[] | undefined;
      if (inputs !== undefined) await replaceFormulaInputs(ctx.trx, ctx.actor.orgId, row.id, inputs);
    },
  };
}
