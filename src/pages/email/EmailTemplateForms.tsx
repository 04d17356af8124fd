import {
    Create,
    DeleteButton,
    Edit,
    SaveButton,
    SimpleForm,
    Toolbar,
    useCanAccess,
    useRecordContext,
    useTranslate,
    type RaRecord,
} from 'react-admin';
import { EMAIL_TEMPLATES_PATH } from './emailPaths';
import { EmailTemplateInputs } from './EmailTemplateInputs';

/** What the server takes of the form: the writable fields and the version read (none when creating). */
const writable = (data: RaRecord) => ({
    version: data.version,
    templateName: data.templateName,
    content: data.content,
    isEditable: data.isEditable,
});

/** What create and edit share: the resource, the title, the list to go back to and what is sent. */
const useFormPage = () => {
    const translate = useTranslate();
    return {
        resource: 'emailTemplate',
        title: translate('app.email.page_title'),
        redirect: EMAIL_TEMPLATES_PATH,
        transform: writable,
    };
};

/** /email-management/templates/create. */
export const EmailTemplateCreate = () => {
    const page = useFormPage();
    return (
        <Create {...page}>
            <SimpleForm defaultValues={{ templateName: '', content: '', isEditable: true }}>
                <EmailTemplateInputs />
            </SimpleForm>
        </Create>
    );
};

/** Save, and Delete (after a confirmation) for templates that are not built in. */
const EditToolbar = () => {
    const record = useRecordContext();
    const { canAccess: canDelete } = useCanAccess({ resource: 'emailTemplate', action: 'delete' });
    return (
        <Toolbar sx={{ justifyContent: 'space-between' }}>
            <SaveButton />
            {canDelete && record && !record.isDefault && (
                <DeleteButton
                    mutationMode="pessimistic"
                    redirect={EMAIL_TEMPLATES_PATH}
                    confirmTitle="app.email.templates.delete_title"
                />
            )}
        </Toolbar>
    );
};

/** /email-management/templates/{id}: saved once the server agrees (a stale version is a 409), then back to the list. */
export const EmailTemplateEdit = () => {
    const page = useFormPage();
    return (
        <Edit {...page} mutationMode="pessimistic">
            <SimpleForm toolbar={<EditToolbar />}>
                <EmailTemplateInputs />
            </SimpleForm>
        </Edit>
    );
};
