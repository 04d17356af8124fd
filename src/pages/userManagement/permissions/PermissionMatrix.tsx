import { Box, LinearProgress } from '@mui/material';
import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import type { PermissionResource } from '../../../providers/adminCalls';
import { PermissionCategoryTable } from './PermissionCategoryTable';
import { groupByCategory, toggleAll } from './permissionMatrix';

interface Props {
    selected: ReadonlySet<string>;
    onChange: (next: Set<string>) => void;
    disabled?: boolean;
}

/** Every permission resource, grouped by category, as a matrix of toggles (roles and templates). */
export const PermissionMatrix = ({ selected, onChange, disabled }: Props) => {
    const { data, isPending } = useGetList<PermissionResource>('resource', {
        pagination: { page: 1, perPage: 1000 },
        sort: { field: 'label', order: 'ASC' },
    });
    const categories = useMemo(() => groupByCategory(data ?? []), [data]);
    if (isPending) return <LinearProgress />;
    return (
        <Box sx={{ overflowX: 'auto' }}>
            {categories.map(category => (
                <PermissionCategoryTable
                    key={category.id}
                    category={category}
                    selected={selected}
                    disabled={disabled}
                    onToggle={permissions => onChange(toggleAll(selected, permissions))}
                />
            ))}
        </Box>
    );
};
