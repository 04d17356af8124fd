import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** Widgets two by two on wide screens, one under the other on narrow ones. */
export const StatsGrid = ({ children }: { children: ReactNode }) => (
    <Box
        sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
            alignItems: 'start',
        }}
    >
        {children}
    </Box>
);
