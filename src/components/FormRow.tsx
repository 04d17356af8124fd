import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** Inputs side by side on a wide screen (`columns` as CSS grid tracks), one per line on a narrow one. */
export const FormRow = ({ columns, children }: { columns: string; children: ReactNode }) => (
    <Box
        sx={{
            display: 'grid',
            width: '100%',
            columnGap: 2,
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr', md: columns },
        }}
    >
        {children}
    </Box>
);
