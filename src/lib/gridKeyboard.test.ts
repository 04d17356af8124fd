import { describe, expect, it } from 'vitest';
import { gridMove, type KeyContext } from './gridKeyboard';

const size = { rows: 3, cols: 11 };
const text = (key: string, extra: Partial<KeyContext> = {}): KeyContext => ({
    key,
    isSelect: false,
    caretAtStart: false,
    caretAtEnd: false,
    ...extra,
});
const select = (key: string, extra: Partial<KeyContext> = {}): KeyContext => ({ ...text(key, extra), isSelect: true });

describe('moving between the cells of a table of inputs', () => {
    it('goes up and down the column from a text cell, and down with Enter', () => {
        expect(gridMove(text('ArrowDown'), { row: 0, col: 5 }, size)).toEqual({ row: 1, col: 5 });
        expect(gridMove(text('ArrowUp'), { row: 1, col: 5 }, size)).toEqual({ row: 0, col: 5 });
        expect(gridMove(text('Enter'), { row: 1, col: 2 }, size)).toEqual({ row: 2, col: 2 });
    });
    it('leaves the caret alone inside a text, and moves at its edges', () => {
        expect(gridMove(text('ArrowRight'), { row: 0, col: 5 }, size)).toBeNull();
        expect(gridMove(text('ArrowRight', { caretAtEnd: true }), { row: 0, col: 5 }, size)).toEqual({
            row: 0,
            col: 6,
        });
        expect(gridMove(text('ArrowLeft', { caretAtStart: true }), { row: 0, col: 5 }, size)).toEqual({
            row: 0,
            col: 4,
        });
        expect(gridMove(text('ArrowLeft', { ctrlKey: true }), { row: 0, col: 5 }, size)).toEqual({ row: 0, col: 4 });
    });
    it('lets a select change its value with up and down, unless Ctrl is held', () => {
        expect(gridMove(select('ArrowDown'), { row: 0, col: 0 }, size)).toBeNull();
        expect(gridMove(select('ArrowDown', { ctrlKey: true }), { row: 0, col: 0 }, size)).toEqual({ row: 1, col: 0 });
        expect(gridMove(select('ArrowRight'), { row: 0, col: 0 }, size)).toEqual({ row: 0, col: 1 });
        expect(gridMove(select('Enter'), { row: 0, col: 0 }, size)).toBeNull();
    });
    it('stops at the edges of the table and ignores other keys', () => {
        expect(gridMove(text('ArrowUp'), { row: 0, col: 0 }, size)).toBeNull();
        expect(gridMove(text('Enter'), { row: 2, col: 0 }, size)).toBeNull();
        expect(gridMove(text('ArrowRight', { caretAtEnd: true }), { row: 0, col: 10 }, size)).toBeNull();
        expect(gridMove(text('Tab'), { row: 0, col: 0 }, size)).toBeNull();
        expect(gridMove(text('ArrowDown', { shiftKey: true }), { row: 0, col: 0 }, size)).toBeNull();
    });
});
