import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** A titled group of inputs in a long form (Person, Contact…). */
export const FormSection = ({ title, children }: { title: string; children: ReactNode }) => {
    const translate = useTranslate();
    return (
        <Stack component="section" sx={{ width: '100%', mb: 1 }}>
            <Typography variant="subtitle2" component="h2" color="text.secondary" sx={{ mb: 0.5 }}>
                {translate(title)}
            </Typography>
            {children}
        </Stack>
    );
};
