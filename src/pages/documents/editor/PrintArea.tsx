import { GlobalStyles } from '@mui/material';
import { createPortal } from 'react-dom';

/**
 * What "Print / PDF" prints: the document's HTML alone on A4 with 20 mm margins, page breaks honoured, the app
 * around it hidden (the browser's own dialog saves it as a PDF).
 */
export const PrintArea = ({ html }: { html: string }) => (
    <>
        <GlobalStyles
            styles={theme => ({
                '@page': { size: 'A4', margin: '20mm' },
                '.ld-print-area': { display: 'none' },
                '@media print': {
                    'body > *:not(.ld-print-area)': { display: 'none !important' },
                    '.ld-print-area': {
                        display: 'block',
                        color: theme.palette.common.black,
                        fontFamily: theme.typography.fontFamily,
                        fontSize: '11pt',
                    },
                    '.ld-print-area .page-break': { breakAfter: 'page', pageBreakAfter: 'always', height: 0 },
                    '.ld-print-area .page-break > span': { display: 'none' },
                    '.ld-print-area table': { borderCollapse: 'collapse' },
                    '.ld-print-area td, .ld-print-area th': {
                        border: `1px solid ${theme.palette.grey[500]}`,
                        padding: '4px 6px',
                    },
                    '.ld-print-area tr': { breakInside: 'avoid' },
                    '.ld-print-area img': { maxWidth: '100%' },
                    '.ld-print-area figure': { margin: '0 0 1em' },
                },
            })}
        />
        {createPortal(
            // The editor's own output (what the server keeps after sanitising it).
            <div className="ld-print-area ck-content" dangerouslySetInnerHTML={{ __html: html }} />,
            document.body
        )}
    </>
);
