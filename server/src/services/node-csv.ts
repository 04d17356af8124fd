import { badRequest } from '../errors.ts';
import {
  NODE_CSV_COLUMNS,
  nodeCsvCellValue,
  nodeCsvColumn,
  REQUIRED_NODE_CSV_COLUMNS,
  type NodeCsvColumn,
} from '../../../contract/nodeCsv.ts';
import { parseCsv } from './csv.ts';

/** One row of a bulk creation, as sent or as read from the CSV, with where it came from. */
export interface BulkRow {
  /** 1-based position among the nodes (the first line after the CSV header is row 1) */
  row: number;
  /** CSV only: the line of the file (the header is line 1) */
  line?: number;
  values: Record<string, unknown>;
  /** problems found while reading the CSV line itself */
  problems: { field: string; message: string }[];
}

/** "Collection center", "collection_centre", "Main Lab" → the type names the API uses. */
export function normaliseType(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const v = value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  const aliases: Record<string, string> = {
    'main-laboratory': 'main-lab',
    'collection-center': 'collection-centre',
    centre: 'collection-centre',
  };
  return aliases[v] ?? v;
}

function columnsOf(header: string[]): NodeCsvColumn[] {
  const columns = header.map(nodeCsvColumn);
  const unknown = header.filter((_, i) => !columns[i]);
  const problems = unknown.map((h) => ({
    field: 'csv',
    message: `Unknown column '${h.trim()}' in the header; the columns are ${NODE_CSV_COLUMNS.join(', ')}`,
  }));
  for (const needed of REQUIRED_NODE_CSV_COLUMNS) {
    if (!columns.includes(needed)) problems.push({ field: 'csv', message: `The header has no '${needed}' column` });
  }
  if (problems.length) throw badRequest(problems.map((p) => p.message).join('; '), problems);
  return columns as NodeCsvColumn[];
}

/** The rows of a pasted or uploaded CSV (first line: the column names). */
export function rowsFromCsv(csv: string): BulkRow[] {
  let lines;
  try {
    lines = parseCsv(csv);
  } catch (e) {
    throw badRequest(`The CSV cannot be read: ${(e as Error).message}`, [{ field: 'csv', message: (e as Error).message }]);
  }
  if (lines.length === 0) throw badRequest('The CSV is empty', [{ field: 'csv', message: 'The CSV is empty' }]);
  const columns = columnsOf(lines[0].cells);
  return lines.slice(1).map((l, i) => {
    const values: Record<string, unknown> = {};
    columns.forEach((c, j) => {
      const raw = l.cells[j] ?? '';
      if (raw.trim() !== '') values[c] = nodeCsvCellValue(c, raw.trim());
    });
    const extra = l.cells.slice(columns.length).some((c) => c.trim() !== '');
    const problems = extra ? [{ field: 'csv', message: `Line ${l.line} has more values than the header has columns` }] : [];
    return { row: i + 1, line: l.line, values, problems };
  });
}

export function rowsFromNodes(nodes: Record<string, unknown>[]): BulkRow[] {
  return nodes.map((values, i) => ({ row: i + 1, values: { ...values }, problems: [] }));
}
