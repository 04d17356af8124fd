import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** Figures side by side, wrapping on narrow screens. */
export const FigureRow = ({ children }: { children: ReactNode }) => (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(110px, 1fr))' }}>{children}</Box>
);
