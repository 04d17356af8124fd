import type { ReactNode } from 'react';
import { Edit, type RaRecord, SimpleForm, useTranslate } from 'react-admin';

interface Props {
    resource: string;
    /** translation key of the page title */
    title: string;
    /** the list to go back to once saved */
    redirect: string;
    /** what the server takes of the form (with the version it guards against a stale screen) */
    transform?: (data: RaRecord) => Record<string, unknown>;
    children: ReactNode;
}

/** The edit page of an administration record: saved once the server agrees (no undo), then back to its list. */
export const AdminEdit = ({ resource, title, redirect, transform, children }: Props) => {
    const translate = useTranslate();
    return (
        <Edit
            resource={resource}
            title={translate(title)}
            mutationMode="pessimistic"
            redirect={redirect}
            transform={transform}
        >
            <SimpleForm>{children}</SimpleForm>
        </Edit>
    );
};
