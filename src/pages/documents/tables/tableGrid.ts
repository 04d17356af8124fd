/**
 * The table rules of spec §4 and §5 on a plain grid model (no editor, no DOM): which cell covers a slot, whether
 * a selection is a rectangle, what a merge or an unmerge does, and where an arrow key leads. The editor plugins
 * read CKEditor's table into this model, ask these functions, and apply the answer.
 */

/** A cell of spec §3: its id, colSpan and rowSpan, and the slot it starts at (row, col from 0). */
export interface GridCell {
    id: string;
    row: number;
    col: number;
    rowSpan: number;
    colSpan: number;
}

export interface Grid {
    rows: number;
    cols: number;
    cells: readonly GridCell[];
}

export const MERGE_MESSAGE = 'Please select a rectangular block of cells to merge.';

export type Direction = 'left' | 'right' | 'up' | 'down';

interface Bounds {
    top: number;
    left: number;
    bottom: number;
    right: number;
}

const covers = (cell: GridCell, row: number, col: number) =>
    row >= cell.row && row < cell.row + cell.rowSpan && col >= cell.col && col < cell.col + cell.colSpan;

/** The cell that covers a slot (a merged cell covers every slot of its block). */
export const cellAt = (grid: Grid, row: number, col: number): GridCell | undefined =>
    grid.cells.find(cell => covers(cell, row, col));

const byId = (grid: Grid, id: string) => grid.cells.find(cell => cell.id === id);

function boundsOf(cells: readonly GridCell[]): Bounds {
    return {
        top: Math.min(...cells.map(c => c.row)),
        left: Math.min(...cells.map(c => c.col)),
        bottom: Math.max(...cells.map(c => c.row + c.rowSpan - 1)),
        right: Math.max(...cells.map(c => c.col + c.colSpan - 1)),
    };
}

/**
 * Two or more cells that together fill their bounding rectangle exactly: every slot inside it belongs to a
 * selected cell (no gap, no unselected merged cell reaching in), and no selected cell reaches out of it.
 */
export function isRectangular(grid: Grid, ids: readonly string[]): boolean {
    const cells = [...new Set(ids)].map(id => byId(grid, id)).filter((c): c is GridCell => Boolean(c));
    if (cells.length < 2 || cells.length !== new Set(ids).size) return false;
    const b = boundsOf(cells);
    const area = (b.bottom - b.top + 1) * (b.right - b.left + 1);
    if (cells.reduce((sum, c) => sum + c.rowSpan * c.colSpan, 0) !== area) return false;
    const chosen = new Set(cells.map(c => c.id));
    for (let row = b.top; row <= b.bottom; row++) {
        for (let col = b.left; col <= b.right; col++) {
            const cell = cellAt(grid, row, col);
            if (!cell || !chosen.has(cell.id)) return false;
        }
    }
    return true;
}

/** The top-left cell takes the whole block; the others are absorbed (their content goes into it, in reading order). */
export interface MergePlan {
    kind: 'merge';
    target: string;
    rowSpan: number;
    colSpan: number;
    absorbed: string[];
}

/** A merged cell goes back to one slot; every other slot of its block gets a new empty cell. */
export interface UnmergePlan {
    kind: 'unmerge';
    target: string;
    restored: { row: number; col: number }[];
}

export type MergeAnswer = MergePlan | UnmergePlan | { kind: 'refuse'; message: string };

const readingOrder = (a: GridCell, b: GridCell) => a.row - b.row || a.col - b.col;

export function planUnmerge(grid: Grid, id: string): UnmergePlan | undefined {
    const cell = byId(grid, id);
    if (!cell || (cell.rowSpan === 1 && cell.colSpan === 1)) return undefined;
    const restored: { row: number; col: number }[] = [];
    for (let row = cell.row; row < cell.row + cell.rowSpan; row++) {
        for (let col = cell.col; col < cell.col + cell.colSpan; col++) {
            if (row !== cell.row || col !== cell.col) restored.push({ row, col });
        }
    }
    return { kind: 'unmerge', target: cell.id, restored };
}

/**
 * Spec §4: merging a rectangle combines it into its top-left cell; "merging" one merged cell unmerges it;
 * anything else is refused with the spec's message (§5, §8).
 */
export function planMerge(grid: Grid, ids: readonly string[]): MergeAnswer {
    const unique = [...new Set(ids)];
    if (unique.length === 1) return planUnmerge(grid, unique[0]) ?? { kind: 'refuse', message: MERGE_MESSAGE };
    if (!isRectangular(grid, unique)) return { kind: 'refuse', message: MERGE_MESSAGE };
    const cells = unique.map(id => byId(grid, id)!).sort(readingOrder);
    const b = boundsOf(cells);
    const [target, ...absorbed] = cells;
    return {
        kind: 'merge',
        target: target.id,
        rowSpan: b.bottom - b.top + 1,
        colSpan: b.right - b.left + 1,
        absorbed: absorbed.map(c => c.id),
    };
}

/** The cell an arrow key moves to from a cell (null at the table's edge). */
export function neighbour(grid: Grid, id: string, direction: Direction): GridCell | null {
    const cell = byId(grid, id);
    if (!cell) return null;
    const slot = {
        left: { row: cell.row, col: cell.col - 1 },
        right: { row: cell.row, col: cell.col + cell.colSpan },
        up: { row: cell.row - 1, col: cell.col },
        down: { row: cell.row + cell.rowSpan, col: cell.col },
    }[direction];
    if (slot.row < 0 || slot.col < 0 || slot.row >= grid.rows || slot.col >= grid.cols) return null;
    return cellAt(grid, slot.row, slot.col) ?? null;
}

/** A grid of plain cells, rows × cols, with ids `r{row}c{col}` (what a new table is). */
export function plainGrid(rows: number, cols: number): Grid {
    const cells: GridCell[] = [];
    for (let row = 0; row < rows; row++) {
        for (let col = 0; col < cols; col++) cells.push({ id: `r${row}c${col}`, row, col, rowSpan: 1, colSpan: 1 });
    }
    return { rows, cols, cells };
}

/** The grid after a plan: what the table looks like once the editor has applied it. */
export function applyPlan(grid: Grid, plan: MergePlan | UnmergePlan): Grid {
    if (plan.kind === 'merge') {
        const gone = new Set(plan.absorbed);
        const cells = grid.cells
            .filter(c => !gone.has(c.id))
            .map(c => (c.id === plan.target ? { ...c, rowSpan: plan.rowSpan, colSpan: plan.colSpan } : c));
        return { ...grid, cells };
    }
    const cells = grid.cells.map(c => (c.id === plan.target ? { ...c, rowSpan: 1, colSpan: 1 } : c));
    const added = plan.restored.map(({ row, col }) => ({ id: `new-r${row}c${col}`, row, col, rowSpan: 1, colSpan: 1 }));
    return { ...grid, cells: [...cells, ...added].sort(readingOrder) };
}
