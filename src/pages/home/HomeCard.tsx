import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface Props {
    title: string;
    testId: string;
    isPending: boolean;
    error?: (Error & { status?: number }) | null;
    children?: ReactNode;
}

/**
 * A home screen widget: a placeholder block while its figures load, the spec §8 text when they fail. A
 * widget the member may not read (403) is not shown at all. Built from what the first screen already loads.
 */
export const HomeCard = ({ title, testId, isPending, error, children }: Props) => {
    const translate = useTranslate();
    if (error?.status === 403) return null;
    const heading = translate(title);
    return (
        <Card component="section" aria-label={heading} aria-busy={isPending} data-testid={testId} sx={{ minWidth: 0 }}>
            <CardContent>
                <Typography variant="subtitle1" component="h2" sx={{ mb: 1.5 }}>
                    {heading}
                </Typography>
                {isPending ? (
                    <Box sx={{ height: 72, borderRadius: 1, bgcolor: 'action.hover' }} />
                ) : error ? (
                    <Alert severity="error">{translate(error.message, { _: error.message })}</Alert>
                ) : (
                    children
                )}
            </CardContent>
        </Card>
    );
};
