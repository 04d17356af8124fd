import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A short list under a figure: what it is made of, or what needs someone first. */
export const FigureLines = ({ lines }: { lines: { key: string; primary: ReactNode; secondary: ReactNode }[] }) => (
    <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}>
        {lines.map(line => (
            <Box component="li" key={line.key}>
                <Typography variant="body2">{line.primary}</Typography>
                <Typography variant="caption" color="text.secondary">
                    {line.secondary}
                </Typography>
            </Box>
        ))}
    </Stack>
);
