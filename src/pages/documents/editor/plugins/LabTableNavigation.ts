import { type ModelElement, Plugin, TableUtils, type ViewDocumentArrowKeyEvent } from 'ckeditor5';
import { neighbour, type Direction } from '../../tables/tableGrid';
import { ARROW_THROTTLE_MS, createThrottle } from '../../tables/throttle';
import { modelGrid } from './modelGrid';

const DIRECTIONS: Record<number, Direction> = { 37: 'left', 38: 'up', 39: 'right', 40: 'down' };

/**
 * Arrow keys move from cell to cell (spec §2), one move per 50 ms however fast the key repeats (spec §9). Up and
 * down always move (a cell holds one line); left and right move once the caret is at the cell's edge. Shift+arrows
 * are left to CKEditor (they extend the cell selection).
 */
export class LabTableNavigation extends Plugin {
    static get pluginName() {
        return 'LabTableNavigation' as const;
    }

    static get requires() {
        return [TableUtils] as const;
    }

    init() {
        const { editor } = this;
        const mayMove = createThrottle(ARROW_THROTTLE_MS);
        this.listenTo<ViewDocumentArrowKeyEvent>(
            editor.editing.view.document,
            'arrowKey',
            (evt, data) => {
                const direction = DIRECTIONS[data.keyCode];
                if (!direction || data.shiftKey || data.altKey || data.ctrlKey || data.metaKey) return;
                const from = this.leavingCell(direction);
                if (!from) return;
                const table = from.findAncestor('table')!;
                const { grid, elementOf, idOf } = modelGrid(table);
                const target = neighbour(grid, idOf.get(from)!, direction);
                if (!target) return;
                data.preventDefault();
                data.stopPropagation();
                evt.stop();
                if (!mayMove()) return;
                const cell = elementOf.get(target.id)!;
                const block = (direction === 'left' ? cell.getChild(cell.childCount - 1) : cell.getChild(0)) ?? cell;
                editor.model.change(writer =>
                    writer.setSelection(writer.createPositionAt(block, direction === 'left' ? 'end' : 0))
                );
            },
            { context: 'table', priority: 'high' }
        );
    }

    /** The cell an arrow key leaves: the selected cells' edge cell, or the caret's cell when the caret is at its edge. */
    private leavingCell(direction: Direction): ModelElement | undefined {
        const { model } = this.editor;
        const selection = model.document.selection;
        const selected = this.editor.plugins.get(TableUtils).getSelectedTableCells(selection);
        if (selected.length)
            return direction === 'left' || direction === 'up' ? selected[0] : selected[selected.length - 1];
        const cell = selection.focus?.findAncestor('tableCell');
        if (!cell || !selection.isCollapsed) return undefined;
        if (direction === 'up' || direction === 'down') return cell;
        const edge = model.createPositionAt(cell, direction === 'left' ? 0 : 'end');
        return selection.focus!.isTouching(edge) ? cell : undefined;
    }
}
