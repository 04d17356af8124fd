import type { BulkNodeRow } from '../../../providers/adminCalls';
import {
    NODE_CSV_COLUMNS,
    nodeCsvCellValue,
    nodeCsvColumn,
    REQUIRED_NODE_CSV_COLUMNS,
    type NodeCsvColumn,
} from '../../../../contract/nodeCsv';
import { parseCsv } from './csvText';

export { NODE_CSV_COLUMNS, type NodeCsvColumn } from '../../../../contract/nodeCsv';

/** A problem found before sending: a translation key and its values. */
export interface CsvProblem {
    key: string;
    args?: Record<string, string | number>;
}

/** One row to create, as previewed and as sent (`node`: blank cells left out, yes/no read as true/false). */
export interface NodeCsvRow {
    row: number;
    line: number;
    cells: Partial<Record<NodeCsvColumn, string>>;
    node: BulkNodeRow;
    problems: CsvProblem[];
}

export interface NodeCsv {
    /** problems with the file as a whole (unreadable, bad header): nothing can be sent */
    problems: CsvProblem[];
    rows: NodeCsvRow[];
}

const columnsOf = (header: string[]): { columns: (NodeCsvColumn | undefined)[]; problems: CsvProblem[] } => {
    const columns = header.map(nodeCsvColumn);
    const problems: CsvProblem[] = header
        .filter((_, i) => !columns[i])
        .map(column => ({
            key: 'app.userManagement.node_import.unknown_column',
            args: { column: column.trim(), columns: NODE_CSV_COLUMNS.join(', ') },
        }));
    for (const needed of REQUIRED_NODE_CSV_COLUMNS) {
        if (!columns.includes(needed))
            problems.push({ key: 'app.userManagement.node_import.missing_column', args: { column: needed } });
    }
    return { columns, problems };
};

/** Reads a pasted or uploaded node CSV into the rows the bulk creation sends; row 1 is the first line after the header. */
export const readNodeCsv = (text: string): NodeCsv => {
    if (text.trim() === '') return { problems: [], rows: [] };
    let lines;
    try {
        lines = parseCsv(text);
    } catch {
        return { problems: [{ key: 'app.userManagement.node_import.unreadable' }], rows: [] };
    }
    const { columns, problems } = columnsOf(lines[0].cells);
    if (problems.length) return { problems, rows: [] };
    const rows = lines.slice(1).map((line, i): NodeCsvRow => {
        const cells: NodeCsvRow['cells'] = {};
        const node: BulkNodeRow = {};
        columns.forEach((column, j) => {
            const value = (line.cells[j] ?? '').trim();
            if (!column || value === '') return;
            cells[column] = value;
            node[column] = nodeCsvCellValue(column, value);
        });
        const extra = line.cells.slice(columns.length).some(c => c.trim() !== '');
        const rowProblems = extra
            ? [{ key: 'app.userManagement.node_import.extra_values', args: { line: line.line } }]
            : [];
        return { row: i + 1, line: line.line, cells, node, problems: rowProblems };
    });
    return { problems: [], rows };
};
