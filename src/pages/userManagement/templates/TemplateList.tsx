import {
    BooleanField,
    CreateButton,
    Datagrid,
    FunctionField,
    List,
    TextField,
    TopToolbar,
    useCanAccess,
    useTranslate,
    type Identifier,
} from 'react-admin';
import { DuplicateButton } from '../DuplicateButton';
import { TEMPLATES_PATH } from '../userManagementPaths';

const TemplateListActions = () => {
    const { canAccess } = useCanAccess({ resource: 'pt', action: 'create' });
    return <TopToolbar>{canAccess && <CreateButton to={`${TEMPLATES_PATH}/create`} />}</TopToolbar>;
};

/** /user-management/templates: named sets of permissions that can be applied to roles. */
export const TemplateList = () => {
    const translate = useTranslate();
    const { canAccess: canEdit } = useCanAccess({ resource: 'pt', action: 'edit' });
    const { canAccess: canCreate } = useCanAccess({ resource: 'pt', action: 'create' });
    return (
        <List
            resource="pt"
            title={translate('app.userManagement.templates')}
            sort={{ field: 'name', order: 'ASC' }}
            perPage={25}
            actions={<TemplateListActions />}
            exporter={false}
            storeKey="pt.list"
        >
            <Datagrid rowClick={canEdit ? (id: Identifier) => `${TEMPLATES_PATH}/${id}` : false} bulkActionButtons={false}>
                <TextField source="name" />
                <TextField source="description" emptyText="—" sortable={false} />
                <FunctionField
                    source="permissions"
                    sortable={false}
                    render={record => (Array.isArray(record.permissions) ? record.permissions.length : 0)}
                />
                <BooleanField source="isSystem" />
                {canCreate && <DuplicateButton kind="template" />}
            </Datagrid>
        </List>
    );
};
