import { useCallback } from 'react';
import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar, useRecordContext } from 'react-admin';
import { useFormConfig } from '../../builders/FormConfigContext';
import { validateRecord } from '../../builders/schemaValidation';
import { PriceListInputs } from './PriceListInputs';
import { PriceListMakeDefaultButton } from './PriceListMakeDefaultButton';

const PriceListEditToolbar = ({ canDelete }: { canDelete: boolean }) => {
    const record = useRecordContext();
    return (
        <Toolbar sx={{ justifyContent: 'space-between' }}>
            <SaveButton />
            <PriceListMakeDefaultButton />
            {/* The default list is not deleted (409); neither is one a referral partner uses. */}
            {canDelete && !record?.isDefault && <DeleteButton mutationMode="pessimistic" />}
        </Toolbar>
    );
};

export const PriceListEdit = () => {
    const config = useFormConfig();
    const validate = useCallback(
        (values: Record<string, unknown>) => validateRecord(config, values, 'update'),
        [config]
    );
    return (
        <Edit redirect={(_resource, id) => `pricelits-management/analyte/${id}`} mutationMode="pessimistic">
            <SimpleForm
                validate={validate}
                warnWhenUnsavedChanges
                toolbar={<PriceListEditToolbar canDelete={config.access?.delete !== false} />}
            >
                <PriceListInputs />
            </SimpleForm>
        </Edit>
    );
};
