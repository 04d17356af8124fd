import { badRequest, type FieldProblem } from '../errors.ts';

/** What a list filter key accepts. */
export type FilterRule = { pattern: RegExp } | { enum: readonly string[] } | { type: 'boolean' };

export const UUID: FilterRule = { pattern: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i };
export const DAY: FilterRule = { pattern: /^\d{4}-\d{2}-\d{2}$/ };

function fits(rule: FilterRule, v: unknown): boolean {
  if ('type' in rule) return typeof v === 'boolean';
  if (typeof v !== 'string') return false;
  return 'enum' in rule ? rule.enum.includes(v) : rule.pattern.test(v);
}

/** A list's filter checked key by key: an unknown key or a value of the wrong shape is a 400 naming it. */
export function checkFilter<T>(filter: unknown, rules: Record<string, FilterRule>): T {
  if (!filter || typeof filter !== 'object' || Array.isArray(filter)) {
    throw badRequest('Parameter filter must be an object', [{ field: 'filter', message: 'Parameter filter must be an object' }]);
  }
  const problems: FieldProblem[] = [];
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    if (!rules[key]) problems.push({ field: `filter.${key}`, message: `Unknown filter '${key}'` });
    else if (!fits(rules[key], value)) problems.push({ field: `filter.${key}`, message: `Filter '${key}' has an invalid value` });
    else out[key] = value;
  }
  if (problems.length) throw badRequest(problems.map((p) => p.message).join('; '), problems);
  return out as T;
}
