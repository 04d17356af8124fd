import { useState } from 'react';
import { Create, type RaRecord, SimpleForm, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { USERS_PATH } from '../userManagementPaths';
import { UserInputs } from './UserInputs';
import { UserPasswordDialog } from './UserPasswordDialog';

/** /user-management/users/create: adds a member; the one-time password is shown once. */
export const UserCreate = () => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const [created, setCreated] = useState<RaRecord | null>(null);
    return (
        <>
            <Create
                resource="emp"
                title={translate('app.userManagement.users')}
                mutationOptions={{ onSuccess: (data: RaRecord) => setCreated(data) }}
                redirect={false}
            >
                <SimpleForm defaultValues={{ roleIds: [], nodeIds: [] }}>
                    <UserInputs />
                </SimpleForm>
            </Create>
            {created && <UserPasswordDialog record={created} onClose={() => navigate(USERS_PATH)} />}
        </>
    );
};
