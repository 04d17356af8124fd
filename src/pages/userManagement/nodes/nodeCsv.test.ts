import { describe, expect, it } from 'vitest';
import { parseCsv } from './csvText';
import { readNodeCsv } from './nodeCsv';

describe('reading a node CSV', () => {
    it('reads quoted values with separators, quotes and line breaks, and skips blank lines', () => {
        expect(parseCsv('a,b\r\n"x, y","say ""hi"""\n\n"two\nlines",z')).toEqual([
            { line: 1, cells: ['a', 'b'] },
            { line: 2, cells: ['x, y', 'say "hi"'] },
            { line: 4, cells: ['two\nlines', 'z'] },
        ]);
    });

    it('uses the separator the header uses most', () => {
        expect(parseCsv('code;name;type\nA;Lab, main;main-lab')[1].cells).toEqual(['A', 'Lab, main', 'main-lab']);
        expect(parseCsv('code\tname\nA\tB')[1].cells).toEqual(['A', 'B']);
    });

    it('turns rows into the nodes sent: header spellings, blank cells left out, yes/no as true/false', () => {
        const csv = readNodeCsv(
            'Node code,Name,Type,Parent,Address,Phone,Active\nCC-1,Airport,Collection centre,MAIN,,123456,no\nCC-2,Harbour,collection-centre,,,,\n'
        );
        expect(csv.problems).toEqual([]);
        expect(csv.rows.map(r => r.node)).toEqual([
            {
                code: 'CC-1',
                name: 'Airport',
                type: 'Collection centre',
                parentCode: 'MAIN',
                phone: '123456',
                isActive: false,
            },
            { code: 'CC-2', name: 'Harbour', type: 'collection-centre' },
        ]);
        expect(csv.rows.map(r => [r.row, r.line])).toEqual([
            [1, 2],
            [2, 3],
        ]);
    });

    it('refuses a header with an unknown or a missing column, and an unclosed quote', () => {
        expect(readNodeCsv('code,name,colour\nA,B,red').problems).toEqual([
            {
                key: 'app.userManagement.node_import.unknown_column',
                args: { column: 'colour', columns: 'code, name, type, parentCode, address, phone, isActive' },
            },
            { key: 'app.userManagement.node_import.missing_column', args: { column: 'type' } },
        ]);
        expect(readNodeCsv('code,name,type\n"A,B,main-lab').problems).toEqual([
            { key: 'app.userManagement.node_import.unreadable' },
        ]);
    });

    it('marks a line with more values than the header has columns', () => {
        expect(readNodeCsv('code,name,type\nA,B,branch,extra').rows[0].problems).toEqual([
            { key: 'app.userManagement.node_import.extra_values', args: { line: 2 } },
        ]);
    });

    it('has nothing to send for empty text', () => {
        expect(readNodeCsv('  \n')).toEqual({ problems: [], rows: [] });
    });
});
