import { type KeyboardEvent, type RefObject, useCallback } from 'react';
import { gridMove } from './gridKeyboard';

const position = (element: HTMLElement) => ({ row: Number(element.dataset.row), col: Number(element.dataset.col) });

/**
 * Arrow keys and Enter move between the inputs of a table: each input carries `data-row` and
 * `data-col`; the handler goes on the table. Enter never submits the form from inside it.
 */
export const useGridKeyboard = (container: RefObject<HTMLElement | null>, size: { rows: number; cols: number }) =>
    useCallback(
        (event: KeyboardEvent<HTMLElement>) => {
            const target = event.target as HTMLElement;
            if (target.dataset.row === undefined || target.dataset.col === undefined) return;
            const isSelect = target instanceof HTMLSelectElement;
            const input = target instanceof HTMLInputElement ? target : null;
            const length = input?.value.length ?? 0;
            const caretAtStart = !input || (input.selectionStart === 0 && input.selectionEnd === 0);
            const caretAtEnd = !input || input.selectionStart === null || input.selectionStart === length;
            const next = gridMove(
                {
                    key: event.key,
                    ctrlKey: event.ctrlKey || event.metaKey,
                    altKey: event.altKey,
                    shiftKey: event.shiftKey,
                    isSelect,
                    caretAtStart,
                    caretAtEnd,
                },
                position(target),
                size
            );
            if (event.key === 'Enter' && !isSelect) event.preventDefault();
            if (!next) return;
            const cell = container.current?.querySelector<HTMLElement>(
                `[data-row="${next.row}"][data-col="${next.col}"]`
            );
            if (!cell) return;
            event.preventDefault();
            cell.focus();
            if (cell instanceof HTMLInputElement) cell.select();
        },
        [container, size]
    );
