import { type ModelElement, type ModelWriter, Plugin } from 'ckeditor5';
import { atLeast, NEW_CELL_MINIMUM, RESIZE_MINIMUM } from '../../tables/tableLimits';

/** The size attributes of CKEditor's table properties and their spec §5 minimums. */
const MINIMUMS: Record<string, number> = {
    tableWidth: RESIZE_MINIMUM.tableWidth,
    tableHeight: RESIZE_MINIMUM.tableHeight,
    tableCellHeight: RESIZE_MINIMUM.rowHeight,
    tableCellWidth: RESIZE_MINIMUM.columnWidth,
};

const isEmptyCell = (cell: ModelElement) => {
    const first = cell.getChild(0);
    return cell.childCount === 1 && !!first?.is('element', 'paragraph') && first.isEmpty;
};

function clamp(writer: ModelWriter, element: ModelElement, key: string): boolean {
    const value = element.getAttribute(key);
    if (typeof value !== 'string') return false;
    const kept = atLeast(value, MINIMUMS[key]);
    if (kept === value) return false;
    writer.setAttribute(key, kept, element);
    return true;
}

/** A new, empty cell (an inserted table, row or column, an unmerged slot) is at least 80 × 30 px. */
function sizeNewCell(writer: ModelWriter, cell: ModelElement): boolean {
    if (!isEmptyCell(cell) || cell.hasAttribute('tableCellHeight')) return false;
    writer.setAttribute('tableCellHeight', `${NEW_CELL_MINIMUM.height}px`, cell);
    const table = cell.findAncestor('table');
    const resized = table && [...table.getChildren()].some(child => child.is('element', 'tableColumnGroup'));
    if (!resized && !cell.hasAttribute('tableCellWidth'))
        writer.setAttribute('tableCellWidth', `${NEW_CELL_MINIMUM.width}px`, cell);
    return true;
}

function newCells(element: ModelElement): ModelElement[] {
    if (element.is('element', 'tableCell')) return [element];
    if (!element.is('element', 'table') && !element.is('element', 'tableRow')) return [];
    return [...element.getChildren()].flatMap(child => (child.is('element') ? newCells(child) : []));
}

/**
 * Spec §5: sizes set by resizing or in the table and cell properties never go below table width 100, column 40,
 * row height 24 and table height 40 px (column drags are held at 40 px by CKEditor's own resizer), and cells the
 * user creates start at 80 × 30 px. Loading a document changes nothing (its batch is not undoable).
 */
export class LabTableLimits extends Plugin {
    static get pluginName() {
        return 'LabTableLimits' as const;
    }

    init() {
        const { model } = this.editor;
        model.document.registerPostFixer(writer => {
            let changed = false;
            const created = writer.batch.isUndoable && writer.batch.isLocal;
            for (const change of model.document.differ.getChanges()) {
                if (change.type === 'attribute' && change.attributeKey in MINIMUMS) {
                    const element = change.range.start.nodeAfter;
                    if (element?.is('element')) changed = clamp(writer, element, change.attributeKey) || changed;
                }
                if (change.type === 'insert' && created) {
                    const element = change.position.nodeAfter;
                    if (element?.is('element'))
                        for (const cell of newCells(element)) changed = sizeNewCell(writer, cell) || changed;
                }
            }
            return changed;
        });
    }
}
