import { describe, expect, it } from 'vitest';
import {
    applyPlan,
    cellAt,
    isRectangular,
    MERGE_MESSAGE,
    neighbour,
    planMerge,
    planUnmerge,
    plainGrid,
    type Grid,
} from './tableGrid';

const ids = (grid: Grid, ...slots: [number, number][]) => slots.map(([r, c]) => cellAt(grid, r, c)!.id);

/** 3 × 3 with the top-left 2 × 2 merged:  A A B / A A C / D E F */
const merged: Grid = {
    rows: 3,
    cols: 3,
    cells: [
        { id: 'A', row: 0, col: 0, rowSpan: 2, colSpan: 2 },
        { id: 'B', row: 0, col: 2, rowSpan: 1, colSpan: 1 },
        { id: 'C', row: 1, col: 2, rowSpan: 1, colSpan: 1 },
        { id: 'D', row: 2, col: 0, rowSpan: 1, colSpan: 1 },
        { id: 'E', row: 2, col: 1, rowSpan: 1, colSpan: 1 },
        { id: 'F', row: 2, col: 2, rowSpan: 1, colSpan: 1 },
    ],
};

describe('isRectangular', () => {
    const g = plainGrid(3, 3);
    it('accepts rows, columns and blocks', () => {
        expect(isRectangular(g, ids(g, [0, 0], [0, 1]))).toBe(true);
        expect(isRectangular(g, ids(g, [0, 0], [1, 0], [2, 0]))).toBe(true);
        expect(isRectangular(g, ids(g, [0, 0], [0, 1], [1, 0], [1, 1]))).toBe(true);
        expect(isRectangular(merged, ['A', 'B', 'C'])).toBe(true);
        expect(isRectangular(merged, ['A', 'D', 'E'])).toBe(true);
    });
    it('refuses gaps, L shapes, a merged cell reaching in, and single cells', () => {
        expect(isRectangular(g, ids(g, [0, 0], [0, 2]))).toBe(false);
        expect(isRectangular(g, ids(g, [0, 0], [0, 1], [1, 0]))).toBe(false);
        expect(isRectangular(merged, ['C', 'E', 'F'])).toBe(false);
        expect(isRectangular(merged, ['B', 'C', 'E', 'F'])).toBe(false);
        expect(isRectangular(g, ids(g, [1, 1]))).toBe(false);
        expect(isRectangular(g, ['nope', 'r0c0'])).toBe(false);
    });
});

describe('planMerge (spec §4)', () => {
    it('combines a 2 × 2 block into its top-left cell', () => {
        const g = plainGrid(3, 3);
        const plan = planMerge(g, ids(g, [1, 1], [0, 0], [1, 0], [0, 1]));
        expect(plan).toEqual({
            kind: 'merge',
            target: 'r0c0',
            rowSpan: 2,
            colSpan: 2,
            absorbed: ['r0c1', 'r1c0', 'r1c1'],
        });
        if (plan.kind !== 'merge') throw new Error('not a merge');
        const after = applyPlan(g, plan);
        expect(after.cells).toHaveLength(6);
        expect(cellAt(after, 1, 1)!.id).toBe('r0c0');
    });
    it('refuses a non-rectangular selection with the spec message', () => {
        expect(planMerge(merged, ['C', 'E', 'F'])).toEqual({ kind: 'refuse', message: MERGE_MESSAGE });
        expect(MERGE_MESSAGE).toBe('Please select a rectangular block of cells to merge.');
    });
    it('unmerges one merged cell and restores its empty cells', () => {
        const plan = planMerge(merged, ['A']);
        expect(plan).toEqual({
            kind: 'unmerge',
            target: 'A',
            restored: [
                { row: 0, col: 1 },
                { row: 1, col: 0 },
                { row: 1, col: 1 },
            ],
        });
        if (plan.kind !== 'unmerge') throw new Error('not an unmerge');
        const after = applyPlan(merged, plan);
        expect(after.cells).toHaveLength(9);
        expect(cellAt(after, 1, 1)!.id).toBe('new-r1c1');
    });
    it('refuses one plain cell', () => {
        expect(planMerge(merged, ['F']).kind).toBe('refuse');
        expect(planUnmerge(merged, 'F')).toBeUndefined();
    });
});

describe('neighbour (arrow keys)', () => {
    it('moves over merged cells and stops at the edges', () => {
        expect(neighbour(merged, 'A', 'right')!.id).toBe('B');
        expect(neighbour(merged, 'A', 'down')!.id).toBe('D');
        expect(neighbour(merged, 'C', 'left')!.id).toBe('A');
        expect(neighbour(merged, 'E', 'up')!.id).toBe('A');
        expect(neighbour(merged, 'A', 'left')).toBeNull();
        expect(neighbour(merged, 'F', 'down')).toBeNull();
        expect(neighbour(merged, 'B', 'right')).toBeNull();
    });
});
