/** One record of a CSV file: the 1-based line it starts on, and its cells. */
export interface CsvLine {
    line: number;
    cells: string[];
}

/** The separator the header uses most: comma, semicolon or tab (as the server decides). */
const separatorOf = (text: string) => {
    const header = text.slice(0, text.search(/\r?\n|$/));
    return [',', ';', '\t'].map(s => ({ s, n: header.split(s).length })).sort((a, b) => b.n - a.n)[0].s;
};

/**
 * RFC 4180 as spreadsheets save it, read the way the server reads it (server/src/services/csv.ts):
 * quoted values may hold separators, `""` and line breaks; blank lines are skipped.
 * Throws when a quoted value is never closed.
 */
export const parseCsv = (input: string): CsvLine[] => {
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
        if (cells.some(c => c.trim() !== '')) lines.push({ line: start, cells });
        cells = [];
        cell = '';
    };
    while (i < text.length) {
        const c = text[i];
        if (c === '"' && cell.trim() === '') {
            let value = '';
            let j = i + 1;
            for (;;) {
                const next = text.indexOf('"', j);
                if (next === -1) throw new Error('A quoted value is not closed');
                value += text.slice(j, next);
                if (text[next + 1] !== '"') {
                    i = next + 1;
                    break;
                }
                value += '"';
                j = next + 2;
            }
            line += (value.match(/\n/g) ?? []).length;
            cell = value;
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
};
