import { useMemo } from 'react';
import {
    AutocompleteInput,
    Button,
    Datagrid,
    DateField,
    ExportButton,
    FilterButton,
    FunctionField,
    LinkBase,
    List,
    ReferenceInput,
    SearchInput,
    SelectInput,
    TextField,
    TopToolbar,
    useCanAccess,
    useTranslate,
} from 'react-admin';
import NoteAddOutlined from '@mui/icons-material/NoteAddOutlined';
import PostAddOutlined from '@mui/icons-material/PostAddOutlined';
import { Chip } from '@mui/material';
import { DOCUMENT_CATEGORIES } from '../../../../contract/template-values';
import type { DocumentListRow } from '../../../../contract/template';
import { EXPORT_MAX_RESULTS } from '../../../builders/SchemaListActions';
import { EmptyState } from '../../../components/EmptyState';
import { documentPath, newDocumentPath } from '../documentPaths';
import { documentExporter } from './documentExporter';

const NewButtons = () => {
    const { canAccess: canDocument } = useCanAccess({ resource: 'document', action: 'create' });
    const { canAccess: canTemplate } = useCanAccess({ resource: 'documentTemplate', action: 'create' });
    return (
        <>
            {canDocument && (
                <Button component={LinkBase} to={newDocumentPath({})} label="app.documents.new_document">
                    <NoteAddOutlined />
                </Button>
            )}
            {canTemplate && (
                <Button
                    component={LinkBase}
                    to={newDocumentPath({ kind: 'template' })}
                    label="app.documents.new_template"
                >
                    <PostAddOutlined />
                </Button>
            )}
        </>
    );
};

const Actions = () => {
    const { canAccess: canExport } = useCanAccess({ resource: 'document', action: 'export' });
    return (
        <TopToolbar>
            <FilterButton />
            <NewButtons />
            {canExport && <ExportButton maxResults={EXPORT_MAX_RESULTS} />}
        </TopToolbar>
    );
};

const useFilters = () => {
    const translate = useTranslate();
    return useMemo(
        () => [
            <SearchInput key="q" source="q" alwaysOn placeholder={translate('app.documents.search')} />,
            <SelectInput
                key="kind"
                source="kind"
                alwaysOn
                choices={['document', 'template'].map(id => ({ id, name: `app.documents.kinds.${id}` }))}
            />,
            <SelectInput
                key="category"
                source="category"
                choices={DOCUMENT_CATEGORIES.map(id => ({ id, name: `app.documents.categories.${id}` }))}
            />,
            <ReferenceInput key="patientId" source="patientId" reference="patient">
                <AutocompleteInput optionText="name.fullName" />
            </ReferenceInput>,
        ],
        [translate]
    );
};

const KindCell = ({ record }: { record: DocumentListRow }) => {
    const translate = useTranslate();
    return (
        <Chip
            size="small"
            variant={record.kind === 'template' ? 'filled' : 'outlined'}
            color={record.kind === 'template' ? 'secondary' : 'default'}
            label={translate(`app.documents.kinds.${record.kind}`)}
        />
    );
};

const CategoryCell = ({ record }: { record: DocumentListRow }) => {
    const translate = useTranslate();
    return translate(`app.documents.categories.${record.category}`);
};

/** /ms-word: documents and templates; search, filter by kind, category and patient, sort, CSV. */
export const DocumentList = () => (
    <List<DocumentListRow>
        resource="template"
        title="app.documents.title"
        filters={useFilters()}
        sort={{ field: 'updatedAt', order: 'DESC' }}
        perPage={25}
        actions={<Actions />}
        exporter={documentExporter}
        storeKey="documents.list"
        empty={false}
    >
        <Datagrid
            rowClick={(id, _resource, record) => documentPath(String(id), (record as DocumentListRow).kind)}
            bulkActionButtons={false}
            empty={<EmptyState title="app.documents.empty" text="app.documents.empty_text" action={<NewButtons />} />}
        >
            <TextField source="title" />
            <FunctionField<DocumentListRow> source="kind" render={record => <KindCell record={record} />} />
            <FunctionField<DocumentListRow> source="category" render={record => <CategoryCell record={record} />} />
            <TextField
                source="patient.fullName"
                label="resources.template.fields.patient"
                sortable={false}
                emptyText="—"
            />
            <TextField source="visit.code" label="resources.template.fields.visit" sortable={false} emptyText="—" />
            <TextField
                source="template.title"
                label="resources.template.fields.template"
                sortable={false}
                emptyText="—"
            />
            <DateField source="updatedAt" showTime />
            <TextField
                source="updatedBy.name"
                label="resources.template.fields.updatedBy"
                sortable={false}
                emptyText="—"
            />
        </Datagrid>
    </List>
);
