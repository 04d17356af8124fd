import InboxOutlined from '@mui/icons-material/InboxOutlined';
import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface Props {
    title: string;
    text?: string;
    icon?: ReactNode;
    action?: ReactNode;
}

/** What a section shows when it has nothing yet: a sentence that says so and what will appear. */
export const EmptyState = ({ title, text, icon, action }: Props) => {
    const translate = useTranslate();
    return (
        <Stack
            alignItems="center"
            spacing={1}
            sx={{ py: 4, px: 2, color: 'text.secondary', textAlign: 'center' }}
            role="status"
        >
            {icon ?? <InboxOutlined fontSize="large" />}
            <Typography variant="subtitle1" component="p" color="text.primary">
                {translate(title)}
            </Typography>
            {text && <Typography variant="body2">{translate(text)}</Typography>}
            {action}
        </Stack>
    );
};
