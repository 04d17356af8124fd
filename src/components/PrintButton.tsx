import PrintIcon from '@mui/icons-material/Print';
import { GlobalStyles } from '@mui/material';
import { Button } from 'react-admin';

/** On paper, only the page itself: no app bar, menu or buttons. */
const printStyles = {
    '@media print': {
        '.MuiAppBar-root, .RaSidebar-root, .RaTopToolbar-root, .no-print': { display: 'none !important' },
        '.RaLayout-appFrame': { marginTop: '0 !important' },
        body: { background: 'none' },
    },
};

export const PrintButton = ({ label = 'app.print' }: { label?: string }) => (
    <>
        <GlobalStyles styles={printStyles} />
        <Button label={label} onClick={() => window.print()}>
            <PrintIcon />
        </Button>
    </>
);
