import { type ModelElement, Plugin, TableUtils, type ViewElement } from 'ckeditor5';

export const SELECTED_CELL_CLASS = 'ld-cell-selected';

/**
 * Spec §4: a click selects a cell. The cell holding the caret is marked as the selected cell (the one a merge or
 * an unmerge acts on); shift-click and drag select a rectangle through CKEditor's own table selection.
 */
export class LabCellSelection extends Plugin {
    private marked: ViewElement | undefined;

    static get pluginName() {
        return 'LabCellSelection' as const;
    }

    static get requires() {
        return [TableUtils] as const;
    }

    init() {
        const { editor } = this;
        const selection = editor.model.document.selection;
        const update = () => {
            const cells = editor.plugins.get(TableUtils).getSelectionAffectedTableCells(selection);
            this.mark(cells.length === 1 ? cells[0] : undefined);
        };
        this.listenTo(selection, 'change:range', update);
        this.listenTo(editor.model.document, 'change:data', update, { priority: 'lowest' });
    }

    private mark(cell: ModelElement | undefined) {
        const view = this.editor.editing.view;
        const next = cell ? this.editor.editing.mapper.toViewElement(cell) : undefined;
        if (next === this.marked) return;
        view.change(writer => {
            if (this.marked?.root.is('rootElement')) writer.removeClass(SELECTED_CELL_CLASS, this.marked);
            if (next) writer.addClass(SELECTED_CELL_CLASS, next);
        });
        this.marked = next;
    }
}
