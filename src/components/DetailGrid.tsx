import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** Label-over-value fields of a record page, as many columns as fit. */
export const DetailGrid = ({ children }: { children: ReactNode }) => (
    <Box
        sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
            columnGap: 3,
            rowGap: 1,
        }}
    >
        {children}
    </Box>
);
