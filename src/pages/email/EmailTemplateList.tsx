import { Chip, Stack } from '@mui/material';
import { BooleanField, DateField, FunctionField, TextField, useCanAccess } from 'react-admin';
import type { EmailTemplate } from '../../../contract/email';
import { AdminList } from '../userManagement/AdminList';
import { ConfirmDeleteButton } from '../userManagement/ConfirmDeleteButton';
import { DuplicateButton } from '../userManagement/DuplicateButton';
import { EMAIL_TEMPLATES_PATH } from './emailPaths';

type Row = EmailTemplate & { id: number };

/** The organisation's templates ('Default Welcome' first of all), with duplicate and delete; a row opens the editor. */
export const EmailTemplateList = () => {
    const { canAccess: canCreate } = useCanAccess({ resource: 'emailTemplate', action: 'create' });
    const { canAccess: canDelete } = useCanAccess({ resource: 'emailTemplate', action: 'delete' });
    return (
        <AdminList
            resource="emailTemplate"
            title="app.email.page_title"
            path={EMAIL_TEMPLATES_PATH}
            search
            sortField="templateName"
        >
            <TextField source="templateName" />
            <FunctionField<Row>
                source="variables"
                sortable={false}
                render={row => (
                    <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap>
                        {row.variables.map(name => (
                            <Chip key={name} label={`[!${name}]`} size="small" variant="outlined" />
                        ))}
                    </Stack>
                )}
            />
            <BooleanField source="isDefault" />
            <BooleanField source="isEditable" />
            <DateField source="updatedAt" showTime />
            {canCreate && <DuplicateButton kind="emailTemplate" />}
            {canDelete && (
                <FunctionField<Row>
                    render={row =>
                        row.isDefault ? null : (
                            <ConfirmDeleteButton
                                resource="emailTemplate"
                                record={row}
                                name={record => String(record.templateName)}
                                done="app.email.templates.deleted"
                            />
                        )
                    }
                />
            )}
        </AdminList>
    );
};
