/**
 * RFC 4180 CSV as spreadsheets save it: quoted fields (with "" for a quote and line breaks inside),
 * CRLF or LF, a byte-order mark, and a comma, semicolon or tab as the separator (whichever the header uses most).
 */
export interface CsvLine {
  /** the 1-based line of the file the record starts on */
  line: number;
  cells: string[];
}

function separatorOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((s) => ({ s, n: header.split(s).length }));
  return counts.sort((a, b) => b.n - a.n)[0].s;
}

/** Reads one quoted field starting after its opening quote; answers the value and where it ended. */
function quoted(text: string, start: number): { value: string; end: number; newlines: number } {
  let value = '';
  let i = start;
  let newlines = 0;
  for (;;) {
    const next = text.indexOf('"', i);
    if (next === -1) throw new Error('A quoted value is not closed');
    value += text.slice(i, next);
    newlines += (text.slice(i, next).match(/\n/g) ?? []).length;
    if (text[next + 1] === '"') {
      value += '"';
      i = next + 2;
      continue;
    }
    return { value, end: next + 1, newlines };
  }
}

export function parseCsv(input: string): CsvLine[] {
  const text = input.replace(/^\uFEFF/, '');
  const sep = separatorOf(text);
  const lines: CsvLine[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let start = 1;
  let i = 0;
  const endRecord = () => {
    cells.push(cell);
    if (cells.some((c) => c.trim() !== '')) lines.push({ line: start, cells });
    cells = [];
    cell = '';
  };
  while (i < text.length) {
    const c = text[i];
    if (c === '"' && cell.trim() === '') {
      const q = quoted(text, i + 1);
      cell = q.value;
      line += q.newlines;
      i = q.end;
    } else if (c === sep) {
      cells.push(cell);
      cell = '';
      i++;
    } else if (c === '\n' || c === '\r') {
      endRecord();
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line++;
      start = line;
    } else {
      cell += c;
      i++;
    }
  }
  if (cell !== '' || cells.length) endRecord();
  return lines;
}
