import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { LabDataProvider } from '../../providers/types';

/** The nodes the member may record expenses at (and filter by), from the server's node scoping. */
export const useExpenseNodes = () => {
    const dataProvider = useDataProvider<LabDataProvider>();
    return useQuery({ queryKey: ['expense', 'nodes'], queryFn: () => dataProvider.expenseNodes(), staleTime: 60_000 });
};
