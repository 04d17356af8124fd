// @vitest-environment happy-dom
import { DecoupledEditor, FileRepository, type ModelElement, TableSelection } from 'ckeditor5';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MERGE_MESSAGE } from '../../tables/tableGrid';
import { editorConfig } from '../editorConfig';

let editor: DecoupledEditor;
let messages: string[];
let uploaded: File[];

const cell = (row: number, index: number) => {
    const table = editor.model.document.getRoot()!.getChild(0) as ModelElement;
    const rows = [...table.getChildren()].filter(c => c.is('element', 'tableRow')) as ModelElement[];
    return rows[row].getChild(index) as ModelElement;
};
const select = (from: ModelElement, to: ModelElement) => editor.plugins.get(TableSelection).setCellSelection(from, to);
const cellsOf = () => (editor.getData().match(/<t[dh]\b/g) ?? []).length;
const TABLE_3X3 = `<figure class="table"><table><tbody>${['a', 'd', 'g']
    .map(r => `<tr><td>${r}1</td><td>${r}2</td><td>${r}3</td></tr>`)
    .join('')}</tbody></table></figure>`;

beforeEach(async () => {
    messages = [];
    uploaded = [];
    const element = document.createElement('div');
    document.body.appendChild(element);
    editor = await DecoupledEditor.create(
        element,
        editorConfig({
            table: { onMessage: m => messages.push(m) },
            upload: {
                upload: async file => {
                    uploaded.push(file);
                    return { url: '/api/template/images/stored' };
                },
            },
            mergeFields: { buttonLabel: 'Insert field', label: name => name },
        })
    );
});
afterEach(async () => editor.destroy());

describe('table merge (spec §4, §5)', () => {
    it('merges a 2 × 2 block into its top-left cell, joining the texts on one line', () => {
        editor.setData(TABLE_3X3);
        select(cell(0, 0), cell(1, 1));
        editor.execute('labMergeCells');
        expect(editor.getData()).toContain('<td rowspan="2" colspan="2">a1 a2 d1 d2</td>');
        expect(cellsOf()).toBe(6);
        expect(messages).toEqual([]);
    });

    it('refuses a non-rectangular selection with the spec message and changes nothing', () => {
        editor.setData(TABLE_3X3);
        select(cell(0, 0), cell(1, 1));
        editor.execute('labMergeCells');
        const before = editor.getData();
        // Row 1 now holds only d3; rows 1–2 × columns 1–2 leave the merged cell's corner out: an L shape.
        select(cell(1, 0), cell(2, 1));
        editor.execute('labMergeCells');
        expect(messages).toEqual([MERGE_MESSAGE]);
        expect(editor.getData()).toBe(before);
    });

    it('unmerges one merged cell (by merge or double-click) and restores empty cells', () => {
        editor.setData(TABLE_3X3);
        select(cell(0, 0), cell(1, 1));
        editor.execute('labMergeCells');
        editor.model.change(writer => writer.setSelection(cell(0, 0), 'in'));
        editor.execute('labMergeCells');
        expect(cellsOf()).toBe(9);
        expect(editor.getData()).not.toContain('colspan');
        expect(editor.getData()).toMatch(/<td>a1 a2 d1 d2<\/td><td style="height:30px;width:80px;">&nbsp;<\/td>/);

        select(cell(0, 0), cell(0, 1));
        editor.execute('labMergeCells');
        const viewCell = editor.editing.mapper.toViewElement(cell(0, 0))!;
        editor.editing.view.document.fire('dblclick', {
            target: viewCell,
            preventDefault: () => undefined,
            domEvent: {},
        });
        expect(cellsOf()).toBe(9);
    });
});

describe('cell text and sizes (spec §5)', () => {
    it('strips line breaks pasted or loaded into a cell, but not outside tables', () => {
        editor.setData(
            '<p>one<br>two</p><figure class="table"><table><tbody><tr><td><p>x</p><p>y<br>z</p></td></tr></tbody></table></figure>'
        );
        expect(editor.getData()).toContain('<p>one<br>two</p>');
        expect(editor.getData()).toContain('<td>x y z</td>');
    });

    it('ignores Enter inside a cell', () => {
        editor.setData(TABLE_3X3);
        editor.model.change(writer => writer.setSelection(cell(0, 0), 'end'));
        editor.editing.view.document.fire('enter', { isSoft: false, preventDefault: () => undefined, domEvent: {} });
        expect(editor.getData()).toContain('<td>a1</td>');
    });

    it('makes new cells 80 × 30 px and keeps resized sizes at their minimums', () => {
        editor.setData('<p>x</p>');
        editor.execute('insertTable', { rows: 2, columns: 2 });
        expect(editor.getData().match(/<td style="height:30px;width:80px;">/g)).toHaveLength(4);
        editor.execute('tableCellHeight', { value: '10px' });
        editor.execute('tableWidth', { value: '50px' });
        editor.execute('tableHeight', { value: '20px' });
        const data = editor.getData();
        expect(data).toContain('height:24px');
        expect(data).toMatch(/<figure class="table" style="height:40px;width:100px;">/);
    });
});

describe('arrow navigation (spec §9)', () => {
    it('moves between cells, one move per 50 ms', () => {
        vi.useFakeTimers({ toFake: ['performance'] });
        try {
            editor.setData(TABLE_3X3);
            editor.model.change(writer => writer.setSelection(cell(0, 0), 'end'));
            const press = (keyCode: number) =>
                editor.editing.view.document.fire('arrowKey', {
                    keyCode,
                    preventDefault: () => undefined,
                    stopPropagation: () => undefined,
                    domEvent: {},
                });
            const caretCell = () => editor.model.document.selection.getFirstPosition()!.findAncestor('tableCell');
            press(39);
            expect(caretCell()).toBe(cell(0, 1));
            press(40);
            expect(caretCell()).toBe(cell(0, 1));
            vi.advanceTimersByTime(50);
            press(40);
            expect(caretCell()).toBe(cell(1, 1));
        } finally {
            vi.useRealTimers();
        }
    });
});

describe('merge fields', () => {
    it('inserts a chip that round-trips as the placeholder span', () => {
        editor.setData('<p>Dear</p>');
        editor.model.change(writer => writer.setSelection(editor.model.document.getRoot()!.getChild(0)!, 'end'));
        editor.execute('insertMergeField', { name: 'fullname' });
        const html = editor.getData();
        expect(html).toBe('<p>Dear<span class="merge-field" data-field="fullname">[!fullname]</span></p>');
        editor.setData(html);
        expect(editor.getData()).toBe(html);
    });
});

describe('images', () => {
    it('go to our server through the upload adapter (no cloud service)', async () => {
        const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'scan.png', { type: 'image/png' });
        const loader = editor.plugins.get(FileRepository).createLoader(file)!;
        await expect(loader.upload()).resolves.toEqual({ default: '/api/template/images/stored' });
        expect(uploaded).toEqual([file]);
    });
});
