import { type ModelElement, TableWalker } from 'ckeditor5';
import type { Grid } from '../../tables/tableGrid';

/** CKEditor's table as the pure grid model: ids are the cells' anchor slots, mapped back to the model elements. */
export interface ModelGrid {
    grid: Grid;
    elementOf: Map<string, ModelElement>;
    idOf: Map<ModelElement, string>;
}

export const tableRows = (table: ModelElement): ModelElement[] =>
    [...table.getChildren()].filter((child): child is ModelElement => child.is('element', 'tableRow'));

export function modelGrid(table: ModelElement): ModelGrid {
    const elementOf = new Map<string, ModelElement>();
    const idOf = new Map<ModelElement, string>();
    const cells = [];
    let cols = 0;
    for (const slot of new TableWalker(table)) {
        const id = `${slot.row}:${slot.column}`;
        elementOf.set(id, slot.cell);
        idOf.set(slot.cell, id);
        cells.push({ id, row: slot.row, col: slot.column, rowSpan: slot.cellHeight, colSpan: slot.cellWidth });
        cols = Math.max(cols, slot.column + slot.cellWidth);
    }
    return { grid: { rows: tableRows(table).length, cols, cells }, elementOf, idOf };
}
