import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { useFormConfig } from '../../builders/FormConfigContext';
import { AnalyteInputs } from './AnalyteInputs';
import { ROW_ERRORS } from '../../lib/rowErrors';
import { useAnalyteForm } from './useAnalyteForm';

const AnalyteEditToolbar = ({ canDelete }: { canDelete: boolean }) => (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
        <SaveButton />
        {/* Refused while groups, price lists or formulas use the analyte: the server names them (409). */}
        {canDelete && <DeleteButton mutationMode="pessimistic" />}
    </Toolbar>
);

export const AnalyteEdit = () => {
    const { access } = useFormConfig();
    const { validate, transform } = useAnalyteForm('update');
    return (
        <Edit redirect="list" mutationMode="pessimistic" transform={transform} mutationOptions={ROW_ERRORS}>
            <SimpleForm
                validate={validate}
                warnWhenUnsavedChanges
                toolbar={<AnalyteEditToolbar canDelete={access?.delete !== false} />}
            >
                <AnalyteInputs />
            </SimpleForm>
        </Edit>
    );
};
