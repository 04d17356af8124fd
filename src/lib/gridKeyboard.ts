/** Where a key press in a table of inputs moves the focus (spreadsheet-like), or null to leave it to the input. */
export interface GridPosition {
    row: number;
    col: number;
}

export interface KeyContext {
    key: string;
    ctrlKey?: boolean;
    altKey?: boolean;
    shiftKey?: boolean;
    /** A native select changes its value with the up and down arrows: those stay with it. */
    isSelect: boolean;
    caretAtStart: boolean;
    caretAtEnd: boolean;
}

export const gridMove = (
    { key, ctrlKey = false, altKey = false, shiftKey = false, isSelect, caretAtStart, caretAtEnd }: KeyContext,
    { row, col }: GridPosition,
    size: { rows: number; cols: number }
): GridPosition | null => {
    if (altKey || shiftKey) return null;
    const clamp = (next: GridPosition) =>
        next.row < 0 || next.row >= size.rows || next.col < 0 || next.col >= size.cols ? null : next;
    const vertical = ctrlKey || !isSelect;
    switch (key) {
        case 'ArrowUp':
            return vertical ? clamp({ row: row - 1, col }) : null;
        case 'ArrowDown':
            return vertical ? clamp({ row: row + 1, col }) : null;
        case 'Enter':
            return isSelect || ctrlKey ? null : clamp({ row: row + 1, col });
        case 'ArrowLeft':
            return isSelect || ctrlKey || caretAtStart ? clamp({ row, col: col - 1 }) : null;
        case 'ArrowRight':
            return isSelect || ctrlKey || caretAtEnd ? clamp({ row, col: col + 1 }) : null;
        default:
            return null;
    }
};
