import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import {
    AutocompleteInput,
    Form,
    ReferenceInput,
    required,
    SaveButton,
    SelectInput,
    TextInput,
    Title,
    useDataProvider,
    useGetList,
    useNotify,
    useRedirect,
    useTranslate,
} from 'react-admin';
import { type FieldValues, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { DOCUMENT_CATEGORIES } from '../../../../contract/template-values';
import type { DocumentCategory, DocumentKind } from '../../../../contract/template';
import type { LabDataProvider } from '../../../providers/types';
import { RequirePermission } from '../../userManagement/RequirePermission';
import { documentPath } from '../documentPaths';

interface NewValues {
    templateId?: string;
    patientId?: string;
    visitId?: string;
    title?: string;
    category?: DocumentCategory;
}

const BLANK = '';
const categoryChoices = DOCUMENT_CATEGORIES.map(id => ({ id, name: `app.documents.categories.${id}` }));

const VisitInput = () => {
    const patientId = useWatch<NewValues>({ name: 'patientId' }) as string | undefined;
    return (
        <ReferenceInput
            source="visitId"
            reference="visit"
            filter={patientId ? { patientId } : {}}
            sort={{ field: 'visitedAt', order: 'DESC' }}
        >
            <AutocompleteInput optionText="code" label="app.documents.new.visit" helperText={false} />
        </ReferenceInput>
    );
};

const DocumentInputs = () => {
    const { data: templates = [] } = useGetList('template', {
        filter: { kind: 'template' },
        sort: { field: 'title', order: 'ASC' },
        pagination: { page: 1, perPage: 200 },
    });
    const translate = useTranslate();
    return (
        <>
            <SelectInput
                source="templateId"
                label="app.documents.new.template"
                emptyText="app.documents.new.blank"
                emptyValue={BLANK}
                choices={templates.map(t => ({ id: t.id, name: t.title }))}
            />
            <ReferenceInput source="patientId" reference="patient">
                <AutocompleteInput optionText="name.fullName" label="app.documents.new.patient" helperText={false} />
            </ReferenceInput>
            <VisitInput />
            <TextInput source="title" label="app.documents.new.title_field" helperText="app.documents.new.title_help" />
            <Typography variant="body2" color="text.secondary">
                {translate('app.documents.new.fill_note')}
            </Typography>
        </>
    );
};

/** /ms-word/new: a blank document, or one filled from a template for a patient or visit; ?kind=template starts a template. */
export const DocumentNew = () => {
    const [params] = useSearchParams();
    const kind: DocumentKind = params.get('kind') === 'template' ? 'template' : 'document';
    const dataProvider = useDataProvider<LabDataProvider>();
    const redirect = useRedirect();
    const notify = useNotify();
    const translate = useTranslate();
    const [error, setError] = useState<string>();
    const defaults: NewValues = {
        templateId: params.get('templateId') ?? BLANK,
        patientId: params.get('patientId') ?? undefined,
        visitId: params.get('visitId') ?? undefined,
        category: 'letter',
    };

    const submit = async (values: NewValues) => {
        setError(undefined);
        try {
            const created = await dataProvider.createDocument({
                kind,
                title: values.title?.trim() || undefined,
                category: kind === 'template' ? values.category : undefined,
                templateId: kind === 'document' && values.templateId ? values.templateId : undefined,
                patientId: kind === 'document' ? (values.patientId ?? undefined) : undefined,
                visitId: kind === 'document' ? (values.visitId ?? undefined) : undefined,
            });
            redirect(documentPath(String(created.id), created.kind));
        } catch (e) {
            const message = e instanceof Error ? e.message : String(e);
            setError(message);
            notify(message, { type: 'error' });
        }
    };

    const heading = kind === 'template' ? 'app.documents.new.template_title' : 'app.documents.new.title';
    return (
        <RequirePermission resource={kind === 'template' ? 'documentTemplate' : 'document'} action="create">
            <Title title={heading} />
            <Card sx={{ maxWidth: 640, mt: 2 }}>
                <CardContent>
                    <Typography variant="h5" component="h1" gutterBottom>
                        {translate(heading)}
                    </Typography>
                    <Form defaultValues={defaults} onSubmit={(values: FieldValues) => submit(values as NewValues)}>
                        <Stack>
                            {kind === 'template' ? (
                                <>
                                    <TextInput
                                        source="title"
                                        label="app.documents.new.title_field"
                                        validate={required()}
                                    />
                                    <SelectInput
                                        source="category"
                                        choices={categoryChoices}
                                        label="resources.template.fields.category"
                                    />
                                </>
                            ) : (
                                <DocumentInputs />
                            )}
                            {error && <Alert severity="error">{error}</Alert>}
                            <SaveButton
                                label={
                                    kind === 'template'
                                        ? 'app.documents.new.create_template'
                                        : 'app.documents.new.create'
                                }
                                alwaysEnable
                                sx={{ alignSelf: 'flex-start', mt: 2 }}
                            />
                        </Stack>
                    </Form>
                </CardContent>
            </Card>
        </RequirePermission>
    );
};
