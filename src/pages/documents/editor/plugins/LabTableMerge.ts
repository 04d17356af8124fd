import {
    ButtonView,
    Command,
    DomEventObserver,
    type ModelElement,
    type ModelWriter,
    Plugin,
    TableUtils,
    type ViewDocumentDomEventData,
} from 'ckeditor5';
import { planMerge, type MergePlan, type UnmergePlan } from '../../tables/tableGrid';
import { modelGrid, tableRows } from './modelGrid';

/** Double-clicks in the editing view (CKEditor observes single clicks only). */
class DoubleClickObserver extends DomEventObserver<'dblclick'> {
    override get domEventType() {
        return 'dblclick' as const;
    }
    override onDomEvent(domEvent: MouseEvent) {
        this.fire(domEvent.type, domEvent);
    }
}

export interface LabTableConfig {
    /** Shows a refusal (spec §5: 'Please select a rectangular block of cells to merge.'). */
    onMessage?: (message: string) => void;
    mergeLabel?: string;
}

const isEmptyCell = (cell: ModelElement) => {
    const first = cell.getChild(0);
    return cell.childCount === 1 && !!first?.is('element', 'paragraph') && first.isEmpty;
};

function applyMerge(writer: ModelWriter, plan: MergePlan, elementOf: Map<string, ModelElement>): ModelElement {
    const target = elementOf.get(plan.target)!;
    const span = (name: 'rowspan' | 'colspan', value: number) =>
        value > 1 ? writer.setAttribute(name, value, target) : writer.removeAttribute(name, target);
    span('rowspan', plan.rowSpan);
    span('colspan', plan.colSpan);
    for (const id of plan.absorbed) {
        const cell = elementOf.get(id)!;
        if (!isEmptyCell(cell)) {
            if (isEmptyCell(target)) writer.remove(writer.createRangeIn(target));
            writer.move(writer.createRangeIn(cell), writer.createPositionAt(target, 'end'));
        }
        writer.remove(cell);
    }
    return target;
}

/** A row left without cells by a merge goes; the cells that spanned it span one row less. */
function removeEmptyRows(writer: ModelWriter, table: ModelElement) {
    const rows = tableRows(table);
    for (let index = rows.length - 1; index >= 0; index--) {
        if (rows[index].childCount > 0) continue;
        const { grid, elementOf } = modelGrid(table);
        for (const cell of grid.cells) {
            if (cell.row < index && cell.row + cell.rowSpan > index) {
                const next = cell.rowSpan - 1;
                const element = elementOf.get(cell.id)!;
                if (next > 1) writer.setAttribute('rowspan', next, element);
                else writer.removeAttribute('rowspan', element);
            }
        }
        writer.remove(rows[index]);
    }
}

function applyUnmerge(
    writer: ModelWriter,
    table: ModelElement,
    plan: UnmergePlan,
    elementOf: Map<string, ModelElement>
) {
    const target = elementOf.get(plan.target)!;
    writer.removeAttribute('rowspan', target);
    writer.removeAttribute('colspan', target);
    for (const { row, col } of plan.restored) {
        const rowElement = tableRows(table)[row];
        const before = modelGrid(table).grid.cells.filter(c => c.row === row && c.col < col).length;
        const cell = writer.createElement('tableCell');
        writer.insert(cell, rowElement, before);
        writer.insertElement('paragraph', cell);
    }
    return target;
}

/**
 * Merge of spec §4 as one command: a rectangle of cells becomes its top-left cell; one merged cell (selected, or
 * holding the caret) is split back into empty cells; anything else is refused with the spec's message.
 */
export class LabMergeCellsCommand extends Command {
    override refresh() {
        const tableUtils = this.editor.plugins.get(TableUtils);
        this.isEnabled = tableUtils.getSelectionAffectedTableCells(this.editor.model.document.selection).length > 0;
    }

    override execute(options: { cell?: ModelElement } = {}) {
        const { editor } = this;
        const tableUtils = editor.plugins.get(TableUtils);
        const cells = options.cell
            ? [options.cell]
            : tableUtils.getSelectionAffectedTableCells(editor.model.document.selection);
        const table = cells[0]?.findAncestor('table');
        if (!table) return;
        const { grid, elementOf, idOf } = modelGrid(table);
        const plan = planMerge(
            grid,
            cells.map(c => idOf.get(c)!)
        );
        if (plan.kind === 'refuse') {
            (editor.config.get('labTable') as LabTableConfig | undefined)?.onMessage?.(plan.message);
            return;
        }
        editor.model.change(writer => {
            const target =
                plan.kind === 'merge'
                    ? applyMerge(writer, plan, elementOf)
                    : applyUnmerge(writer, table, plan, elementOf);
            if (plan.kind === 'merge') removeEmptyRows(writer, table);
            writer.setSelection(target, 'in');
        });
    }
}

export class LabTableMerge extends Plugin {
    static get pluginName() {
        return 'LabTableMerge' as const;
    }

    static get requires() {
        return [TableUtils] as const;
    }

    init() {
        const { editor } = this;
        editor.commands.add('labMergeCells', new LabMergeCellsCommand(editor));
        const view = editor.editing.view;
        view.addObserver(DoubleClickObserver);
        this.listenTo<{ name: 'dblclick'; args: [ViewDocumentDomEventData<MouseEvent>] }>(
            view.document,
            'dblclick',
            (evt, data) => {
                const viewCell = data.target.is('element')
                    ? (data.target.findAncestor({ name: /^t[dh]$/ }) ?? data.target)
                    : null;
                const cell = viewCell ? editor.editing.mapper.toModelElement(viewCell) : undefined;
                if (!cell?.is('element', 'tableCell')) return;
                if (!cell.hasAttribute('rowspan') && !cell.hasAttribute('colspan')) return;
                editor.execute('labMergeCells', { cell });
                data.preventDefault();
                evt.stop();
            }
        );
        editor.ui.componentFactory.add('labMergeCells', locale => {
            const button = new ButtonView(locale);
            const command = editor.commands.get('labMergeCells')!;
            const label = (editor.config.get('labTable') as LabTableConfig | undefined)?.mergeLabel ?? 'Merge cells';
            button.set({ label, withText: true, tooltip: true });
            button.bind('isEnabled').to(command, 'isEnabled');
            this.listenTo(button, 'execute', () => {
                editor.execute('labMergeCells');
                editor.editing.view.focus();
            });
            return button;
        });
    }
}
