import { useMemo } from 'react';
import { useDataProvider, useGetIdentity } from 'react-admin';
import type { LabDataProvider } from '../../providers/types';
import { savedThemes } from '../../theme/savedThemes';

/** The saved-themes store bound to the signed-in member's calls. */
export const useThemeService = () => {
    const dataProvider = useDataProvider<LabDataProvider>();
    const userId = String(useGetIdentity().identity?.id ?? '');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- react-admin hands out a new proxy of the same dataProvider now and then; refetching on each would loop
    return useMemo(() => savedThemes(dataProvider, userId), [userId]);
};

/** The id of the member's saved theme the editor's checkpoint is (own:<id>:<updatedAt> or local:<id>:…). */
export const openThemeId = (checkpointRef: string | undefined) => {
    const [source, id] = checkpointRef?.split(':') ?? [];
    return source === 'own' || source === 'local' ? id : undefined;
};
