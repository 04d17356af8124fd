import { Alert } from '@mui/material';
import { FunctionField, NumberField, TextField, useCanAccess, useTranslate } from 'react-admin';
import { AdminList } from '../AdminList';
import { BuiltInField } from '../BuiltInField';
import { ConfirmDeleteButton } from '../ConfirmDeleteButton';
import { CATEGORIES_PATH } from '../userManagementPaths';

/**
 * /user-management/categories: the groups of the permission matrix. The server has no create or
 * rename of a category: one is made by giving a resource a new category name, and an own, empty
 * one can be deleted.
 */
export const CategoryList = () => {
    const translate = useTranslate();
    const { canAccess: canDelete } = useCanAccess({ resource: 'cc', action: 'delete' });
    return (
        <>
            <Alert severity="info" sx={{ mt: 2 }}>
                {translate('app.userManagement.catalogue.categories_hint')}
            </Alert>
            <AdminList
                resource="cc"
                title="app.userManagement.categories"
                path={CATEGORIES_PATH}
                perPage={50}
                editable={false}
                creatable={false}
            >
                <TextField source="name" />
                <NumberField source="resourceCount" />
                <BuiltInField source="builtIn" sortable={false} />
                {canDelete && (
                    <FunctionField
                        textAlign="right"
                        render={record =>
                            record.builtIn ? null : <ConfirmDeleteButton resource="cc" name={r => r.name} />
                        }
                    />
                )}
            </AdminList>
        </>
    );
};
