import { useMemo, type ReactNode } from 'react';
import {
    CreateButton,
    Datagrid,
    List,
    SearchInput,
    TopToolbar,
    useCanAccess,
    useTranslate,
    type Identifier,
    type RaRecord,
} from 'react-admin';

interface Props {
    /** the API resource (`role`, `emp`, `pt`, …), also the permission resource */
    resource: string;
    /** translation key of the screen title */
    title: string;
    /** where the screen lives: `<path>/create` and `<path>/<id>` are its create and edit screens */
    path: string;
    /** a search box (`q`) above the list */
    search?: boolean;
    sortField?: string;
    perPage?: number;
    /** whether rows open their edit screen: all (default), none, or those the function accepts */
    editable?: boolean | ((record: RaRecord) => boolean);
    /** whether the list offers a create button (when the user may create) */
    creatable?: boolean;
    /** the columns and row buttons */
    children: ReactNode;
}

const ListActions = ({ resource, path }: { resource: string; path: string }) => {
    const { canAccess } = useCanAccess({ resource, action: 'create' });
    return <TopToolbar>{canAccess && <CreateButton to={`${path}/create`} />}</TopToolbar>;
};

/**
 * The list screen of an administration resource: optional search, a create button and rows that
 * open their edit screen, each shown only to whom may do it.
 */
export const AdminList = ({
    resource,
    title,
    path,
    search = false,
    sortField = 'name',
    perPage = 25,
    editable = true,
    creatable = true,
    children,
}: Props) => {
    const translate = useTranslate();
    const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit' });
    const filters = useMemo(
        () =>
            search
                ? [<SearchInput key="q" source="q" alwaysOn placeholder={translate('app.userManagement.search')} />]
                : undefined,
        [search, translate]
    );
    const rowClick = (id: Identifier, _resource: string, record: RaRecord) =>
        editable === true || (editable !== false && editable(record))
            ? `${path}/${encodeURIComponent(String(id))}`
            : false;
    return (
        <List
            resource={resource}
            title={translate(title)}
            filters={filters}
            sort={{ field: sortField, order: 'ASC' }}
            perPage={perPage}
            actions={creatable ? <ListActions resource={resource} path={path} /> : false}
            exporter={false}
            storeKey={`${resource}.list`}
        >
            <Datagrid rowClick={canEdit && editable !== false ? rowClick : false} bulkActionButtons={false}>
                {children}
            </Datagrid>
        </List>
    );
};
