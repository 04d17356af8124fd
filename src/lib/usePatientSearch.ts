import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { LabDataProvider } from '../providers/types';
import { useDebouncedValue } from './useDebouncedValue';

export const PATIENT_SEARCH_MIN = 2;

/** GET /api/patient/search-patient as the user types: best match first, typos tolerated. */
export const usePatientSearch = (text: string, limit = 8) => {
    const dataProvider = useDataProvider<LabDataProvider>();
    const query = useDebouncedValue(text.trim());
    const enabled = query.length >= PATIENT_SEARCH_MIN;
    const result = useQuery({
        queryKey: ['patient', 'searchPatients', query, limit],
        queryFn: () => dataProvider.searchPatients(query, limit),
        enabled,
        placeholderData: keepPreviousData,
    });
    return { ...result, enabled, settled: query === text.trim() };
};
