import 'ckeditor5/ckeditor5.css';
import { CKEditor } from '@ckeditor/ckeditor5-react';
import { Box } from '@mui/material';
import { DecoupledEditor } from 'ckeditor5';
import { useMemo, useRef } from 'react';
import { type EditorOptions, editorConfig } from './editorConfig';

export interface DocumentEditorProps {
    initialHtml: string;
    options: EditorOptions;
    onReady: (editor: DecoupledEditor) => void;
    onChange: () => void;
}

/**
 * CKEditor 5 (decoupled: the toolbar above an A4 sheet) with our table plugins. This module and CKEditor are one
 * lazy chunk, loaded only under /ms-word. The text is read from the editor when it is saved, not on every key.
 */
export const DocumentEditor = ({ initialHtml, options, onReady, onChange }: DocumentEditorProps) => {
    const toolbar = useRef<HTMLDivElement>(null);
    const config = useMemo(() => ({ ...editorConfig(options), initialData: initialHtml }), [initialHtml, options]);
    return (
        <Box>
            <Box
                ref={toolbar}
                sx={{
                    position: 'sticky',
                    top: 48,
                    zIndex: 2,
                    bgcolor: 'background.paper',
                    borderBottom: 1,
                    borderColor: 'divider',
                }}
            />
            <Box sx={{ bgcolor: 'action.hover', py: 3, px: 1, overflowX: 'auto' }}>
                <Box
                    data-testid="document-page"
                    sx={{
                        width: '210mm',
                        minHeight: '297mm',
                        mx: 'auto',
                        bgcolor: 'background.paper',
                        color: 'text.primary',
                        boxShadow: 2,
                        '& .ck-editor__editable': {
                            minHeight: '297mm',
                            padding: '20mm',
                            border: 'none !important',
                            boxShadow: 'none !important',
                        },
                        '& .ld-merge-chip': {
                            bgcolor: 'primary.light',
                            color: 'primary.contrastText',
                            borderRadius: 1,
                            px: 0.5,
                        },
                        '& td.ld-cell-selected, & th.ld-cell-selected': {
                            outline: theme => `2px solid ${theme.palette.primary.main}`,
                            outlineOffset: '-2px',
                        },
                    }}
                >
                    <CKEditor
                        editor={DecoupledEditor}
                        config={config}
                        // The watchdog serialises the whole model once the editor is ready and again on the first
                        // key (to restart after a crash): tens of milliseconds on a long document. Autosave keeps
                        // the text on the server instead.
                        disableWatchdog
                        onReady={editor => {
                            const element = editor.ui.view.toolbar.element;
                            if (element && toolbar.current) toolbar.current.replaceChildren(element);
                            onReady(editor);
                        }}
                        onChange={onChange}
                    />
                </Box>
            </Box>
        </Box>
    );
};

export default DocumentEditor;
