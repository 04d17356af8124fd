import { useEffect } from 'react';
import { editorActions } from '../../theme/editorActions';

const editable = (target: EventTarget | null) =>
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) &&
    !(target instanceof HTMLInputElement && ['range', 'color', 'checkbox', 'radio', 'button'].includes(target.type));

/** Ctrl/⌘+Z undoes and Shift+Ctrl/⌘+Z redoes theme changes (a text field keeps its own undo). */
export const useThemeShortcuts = () => {
    useEffect(() => {
        const onKey = (event: KeyboardEvent) => {
            if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'z' || editable(event.target)) return;
            event.preventDefault();
            if (event.shiftKey) editorActions.redo();
            else editorActions.undo();
        };
        window.addEventListener('keydown', onKey);
        return () => window.removeEventListener('keydown', onKey);
    }, []);
};
