import { Typography } from '@mui/material';
import { useMemo } from 'react';
import { BulkDeleteButton, BulkExportButton, Datagrid, EditButton, List, ShowButton, useTranslate } from 'react-admin';
import { FIELD_KINDS, isListed } from './fieldKinds';
import { useFormConfig } from './FormConfigContext';
import { SchemaListActions } from './SchemaListActions';
import { schemaListFilters } from './schemaListFilters';

const BulkActions = ({ canDelete, canExport }: { canDelete: boolean; canExport: boolean }) => (
    <>
        {canExport && <BulkExportButton />}
        {canDelete && <BulkDeleteButton mutationMode="pessimistic" />}
    </>
);

/** Generated list: search, filters by field type, sortable columns, pagination, CSV export. */
export const SchemaList = () => {
    const config = useFormConfig();
    const translate = useTranslate();
    const filters = useMemo(() => schemaListFilters(config, translate), [config, translate]);
    const access = config.access ?? {};
    const canEdit = access.edit !== false;
    const canDelete = access.delete !== false;
    const canExport = access.export !== false;

    return (
        <List
            title={config.label}
            filters={filters}
            sort={config.defaultSort ?? { field: config.recordRepresentation, order: 'ASC' }}
            perPage={25}
            actions={<SchemaListActions />}
            exporter={canExport ? undefined : false}
            storeKey={`${config.name}.list`}
        >
            {config.description && (
                <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1.5 }}>
                    {config.description}
                </Typography>
            )}
            <Datagrid
                rowClick={canEdit ? 'edit' : 'show'}
                bulkActionButtons={
                    canDelete || canExport ? <BulkActions canDelete={canDelete} canExport={canExport} /> : false
                }
            >
                {config.fields.filter(isListed).map(field => FIELD_KINDS[field.type].display(field))}
                {canEdit ? <EditButton /> : <ShowButton />}
            </Datagrid>
        </List>
    );
};
