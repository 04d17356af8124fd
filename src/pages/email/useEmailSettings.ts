import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { LabDataProvider } from '../../providers/types';

/** How this server delivers e-mail (GET /api/email/settings): SMTP, nowhere (kept locally), or a hosted account. */
export const useEmailSettings = () => {
    const dataProvider = useDataProvider<LabDataProvider>();
    return useQuery({ queryKey: ['emailSettings'], queryFn: () => dataProvider.emailSettings(), staleTime: 60_000 });
};
