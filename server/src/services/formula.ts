/**
 * Formulas of calculated analytes: other analytes' codes, numbers, + - * / and parentheses
 * ("TC - HDL - TG / 5"). A small recursive-descent parser, so a formula is data and is never eval'd.
 */
export type Expr =
  | { kind: 'num'; value: number }
  | { kind: 'ref'; code: string }
  | { kind: 'neg'; arg: Expr }
  | { kind: 'bin'; op: '+' | '-' | '*' | '/'; left: Expr; right: Expr };

export class FormulaError extends Error {}

interface Token {
  kind: 'num' | 'ref' | 'op' | 'end';
  text: string;
  at: number;
}

const TOKEN = /(\d+(?:\.\d+)?|\.\d+)|([A-Za-z][A-Za-z0-9_]*)|([-+*/()])/y;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    if (/\s/.test(text[i])) {
      i++;
      continue;
    }
    TOKEN.lastIndex = i;
    const m = TOKEN.exec(text);
    if (!m) throw new FormulaError(`unexpected '${text[i]}' at position ${i + 1}`);
    tokens.push({ kind: m[1] !== undefined ? 'num' : m[2] !== undefined ? 'ref' : 'op', text: m[0], at: i });
    i += m[0].length;
  }
  tokens.push({ kind: 'end', text: '', at: text.length });
  return tokens;
}

class Parser {
  private i = 0;
  constructor(private readonly tokens: Token[]) {}

  private peek(): Token {
    return this.tokens[this.i];
  }

  private fail(t: Token): never {
    throw new FormulaError(t.kind === 'end' ? 'the formula ends too early' : `unexpected '${t.text}' at position ${t.at + 1}`);
  }

  parse(): Expr {
    if (this.peek().kind === 'end') throw new FormulaError('the formula is empty');
    const expr = this.sum();
    if (this.peek().kind !== 'end') this.fail(this.peek());
    return expr;
  }

  private sum(): Expr {
    let left = this.product();
    while (this.peek().text === '+' || this.peek().text === '-') {
      const op = this.tokens[this.i++].text as '+' | '-';
      left = { kind: 'bin', op, left, right: this.product() };
    }
    return left;
  }

  private product(): Expr {
    let left = this.unary();
    while (this.peek().text === '*' || this.peek().text === '/') {
      const op = this.tokens[this.i++].text as '*' | '/';
      left = { kind: 'bin', op, left, right: this.unary() };
    }
    return left;
  }

  private unary(): Expr {
    const t = this.peek();
    if (t.kind === 'op' && (t.text === '-' || t.text === '+')) {
      this.i++;
      const arg = this.unary();
      return t.text === '-' ? { kind: 'neg', arg } : arg;
    }
    return this.atom();
  }

  private atom(): Expr {
    const t = this.tokens[this.i++];
    if (t.kind === 'num') return { kind: 'num', value: Number(t.text) };
    if (t.kind === 'ref') return { kind: 'ref', code: t.text };
    if (t.text === '(') {
      const inner = this.sum();
      if (this.peek().text !== ')') this.fail(this.peek());
      this.i++;
      return inner;
    }
    return this.fail(t);
  }
}

function collectCodes(e: Expr, into: Set<string>): Set<string> {
  if (e.kind === 'ref') into.add(e.code);
  if (e.kind === 'neg') collectCodes(e.arg, into);
  if (e.kind === 'bin') {
    collectCodes(e.left, into);
    collectCodes(e.right, into);
  }
  return into;
}

/** The expression and the analyte codes it reads, in order of first use; FormulaError says what is wrong and where. */
export function parseFormula(text: string): { expr: Expr; codes: string[] } {
  const expr = new Parser(tokenize(text)).parse();
  return { expr, codes: [...collectCodes(expr, new Set())] };
}

/** The value for the given results; null when one is missing or a division by zero happens. */
export function evaluateFormula(e: Expr, values: Record<string, number | null | undefined>): number | null {
  switch (e.kind) {
    case 'num':
      return e.value;
    case 'ref':
      return values[e.code] ?? null;
    case 'neg': {
      const v = evaluateFormula(e.arg, values);
      return v === null ? null : -v;
    }
    case 'bin': {
      const l = evaluateFormula(e.left, values);
      const r = evaluateFormula(e.right, values);
      if (l === null || r === null) return null;
      if (e.op === '/') return r === 0 ? null : l / r;
      return e.op === '+' ? l + r : e.op === '-' ? l - r : l * r;
    }
  }
}
