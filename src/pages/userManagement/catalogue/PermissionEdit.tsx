import { Edit, SimpleForm, TextField, useTranslate } from 'react-admin';
import { PERMISSIONS_PATH } from '../userManagementPaths';
import { PermissionInputs } from './PermissionInputs';

/** /user-management/permissions/:id: the description of an organisation's own permission. */
export const PermissionEdit = () => {
    const translate = useTranslate();
    return (
        <Edit
            resource="permission"
            title={translate('app.userManagement.permissions')}
            mutationMode="pessimistic"
            redirect={PERMISSIONS_PATH}
            transform={data => ({ version: data.version, description: data.description || null })}
        >
            <SimpleForm>
                <TextField source="id" />
                <TextField source="resourceLabel" />
                <PermissionInputs />
            </SimpleForm>
        </Edit>
    );
};
