import { DateField, EditButton, Show, SimpleShowLayout, TopToolbar } from 'react-admin';
import { FIELD_KINDS } from './fieldKinds';
import { useFormConfig } from './FormConfigContext';
import { SchemaTitle } from './SchemaTitle';

const SchemaShowActions = ({ canEdit }: { canEdit: boolean }) => <TopToolbar>{canEdit && <EditButton />}</TopToolbar>;

export const SchemaShow = () => {
    const config = useFormConfig();
    return (
        <Show
            title={<SchemaTitle view="show" />}
            actions={<SchemaShowActions canEdit={config.access?.edit !== false} />}
        >
            <SimpleShowLayout>
                {config.fields.map(field => FIELD_KINDS[field.type].display(field))}
                <DateField source="createdAt" showTime />
                <DateField source="updatedAt" showTime />
            </SimpleShowLayout>
        </Show>
    );
};
