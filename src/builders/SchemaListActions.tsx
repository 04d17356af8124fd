import { CreateButton, ExportButton, FilterButton, TopToolbar } from 'react-admin';
import { useFormConfig } from './FormConfigContext';

/** The server serves at most 5,000 records per page (it answers 400 beyond). */
export const EXPORT_MAX_RESULTS = 5000;

export const SchemaListActions = () => {
    const { access } = useFormConfig();
    return (
        <TopToolbar data-testid="list-actions">
            <FilterButton />
            {access?.create !== false && <CreateButton />}
            {access?.export !== false && <ExportButton maxResults={EXPORT_MAX_RESULTS} />}
        </TopToolbar>
    );
};
