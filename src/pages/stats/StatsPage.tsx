import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { RequirePermission } from '../userManagement/RequirePermission';
import { StatsFilterBar } from './StatsFilterBar';
import { StatsGrid } from './StatsGrid';
import { StatsI18n } from './StatsI18n';
import type { StatsFilter } from './statsPeriod';
import { useStatsFilter } from './useStatsFilter';

interface Props {
    title: string;
    permission: { resource: string; action: string };
    /** The widgets, for the period and node picked above them. */
    children: (filter: StatsFilter, label: (key: string) => string) => ReactNode;
}

const Dashboard = ({ title, children }: Omit<Props, 'permission'>) => {
    const translate = useTranslate();
    const [filter, setFilter] = useStatsFilter();
    return (
        <Box sx={{ py: 2, minWidth: 0 }}>
            <Title title={translate(title)} />
            <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
                {translate(title)}
            </Typography>
            <StatsFilterBar filter={filter} onChange={setFilter} />
            <StatsGrid>{children(filter, key => translate(key, { _: key }))}</StatsGrid>
        </Box>
    );
};

/** A dashboard page: for whom may read it, with its texts, a title, the period and node picker, the widgets. */
export const StatsPage = ({ permission, ...props }: Props) => (
    <RequirePermission {...permission}>
        <StatsI18n>
            <Dashboard {...props} />
        </StatsI18n>
    </RequirePermission>
);
