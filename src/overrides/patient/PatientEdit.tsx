import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { useFormConfig } from '../../builders/FormConfigContext';
import { PatientInputs } from './PatientInputs';
import { usePatientForm } from './usePatientForm';

const PatientEditToolbar = () => {
    const { access } = useFormConfig();
    return (
        <Toolbar sx={{ justifyContent: 'space-between' }}>
            <SaveButton />
            {access?.delete !== false && <DeleteButton mutationMode="pessimistic" />}
        </Toolbar>
    );
};

/** /patient/{id}/edit; saving goes back to the patient's page. */
export const PatientEdit = () => {
    const { validate, transform } = usePatientForm('update');
    return (
        <Edit redirect={(_resource, id) => `patient/${id}`} mutationMode="pessimistic" transform={transform}>
            <SimpleForm validate={validate} warnWhenUnsavedChanges toolbar={<PatientEditToolbar />}>
                <PatientInputs />
            </SimpleForm>
        </Edit>
    );
};
