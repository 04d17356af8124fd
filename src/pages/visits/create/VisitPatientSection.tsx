import { RadioButtonGroupInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { FormSection } from '../../../components/FormSection';
import { VisitNewPatientInputs } from './VisitNewPatientInputs';
import { VisitPatientPicker } from './VisitPatientPicker';

const MODES = [
    { id: 'existing', name: 'app.visit.create.existing' },
    { id: 'new', name: 'app.visit.create.new_patient' },
];

/** A registered patient found by search, or a new one registered with the visit. */
export const VisitPatientSection = () => {
    const mode = useWatch({ name: 'patientMode' });
    return (
        <FormSection title="app.visit.create.patient">
            <RadioButtonGroupInput source="patientMode" choices={MODES} label={false} helperText={false} row />
            {mode === 'new' ? <VisitNewPatientInputs /> : <VisitPatientPicker />}
        </FormSection>
    );
};
