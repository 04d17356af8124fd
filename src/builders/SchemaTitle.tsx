import { useRecordContext, useTranslate } from 'react-admin';
import { useFormConfig } from './FormConfigContext';

/** "Create Unit" / "Unit mg/dL" from the config's singular label and record representation. */
export const SchemaTitle = ({ view }: { view: 'create' | 'edit' | 'show' }) => {
    const config = useFormConfig();
    const record = useRecordContext();
    const translate = useTranslate();
    const name = config.labelSingular;
    if (view === 'create') return <>{translate('ra.page.create', { name })}</>;
    const representation = record ? String(record[config.recordRepresentation] ?? record.id) : '';
    return (
        <>
            {translate(view === 'edit' ? 'ra.page.edit' : 'ra.page.show', {
                name,
                recordRepresentation: representation,
                id: record?.id,
            })}
        </>
    );
};
