import { AutocompleteInput, BooleanInput, NumberInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useFormConfig } from '../../builders/FormConfigContext';
import { FormRow } from '../../components/FormRow';
import { FormSection } from '../../components/FormSection';
import { enumChoices } from '../../lib/configChoices';
import { AnalyteRangesInput } from './AnalyteRangesInput';
import { AnalyteResultInputs } from './AnalyteResultInputs';

const upperCase = (value: string) => value.toUpperCase();

const Reference = ({ source, reference, filter }: { source: string; reference: string; filter?: object }) => (
    <ReferenceInput
        source={source}
        reference={reference}
        filter={filter}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={100}
    >
        <AutocompleteInput optionText="name" />
    </ReferenceInput>
);

/** The sub-department list follows the department; changing the department clears it. */
const DepartmentInputs = () => {
    const { setValue } = useFormContext();
    const departmentId = useWatch({ name: 'departmentId' });
    return (
        <>
            <ReferenceInput
                source="departmentId"
                reference="analyteDept"
                sort={{ field: 'name', order: 'ASC' }}
                perPage={100}
            >
                <AutocompleteInput optionText="name" isRequired onChange={() => setValue('subDepartmentId', null)} />
            </ReferenceInput>
            <Reference
                source="subDepartmentId"
                reference="analyteSubDept"
                filter={departmentId ? { departmentId } : undefined}
            />
        </>
    );
};

/** Create and edit share these inputs. */
export const AnalyteInputs = () => {
    const config = useFormConfig();
    return (
        <>
            <FormSection title="app.analyte.section_test">
                <FormRow columns="160px 2fr 1fr 1fr">
                    <TextInput source="code" isRequired parse={upperCase} />
                    <TextInput source="name" isRequired />
                    <DepartmentInputs />
                </FormRow>
            </FormSection>
            <FormSection title="app.analyte.section_sample">
                <FormRow columns="1fr 1fr 1fr 1fr 1fr">
                    <Reference source="specimenId" reference="specimen" />
                    <Reference source="sampleTypeId" reference="sampleTypes" />
                    <Reference source="containerId" reference="container" />
                    <Reference source="methodId" reference="method" />
                    <Reference source="machineId" reference="machine" />
                </FormRow>
            </FormSection>
            <FormSection title="app.analyte.section_result">
                <FormRow columns="1fr 1fr 1fr 1fr 120px">
                    <SelectInput source="resultType" choices={enumChoices(config, 'resultType')} isRequired />
                    <Reference source="unitId" reference="unit" />
                    <NumberInput source="tatHours" min={0} max={2160} step={1} />
                    <NumberInput source="basePrice" min={0} step={0.01} isRequired />
                    <BooleanInput source="isActive" sx={{ pt: 2 }} />
                </FormRow>
                <AnalyteResultInputs />
            </FormSection>
            <AnalyteRangesInput />
            <TextInput source="interpretation" multiline minRows={2} />
        </>
    );
};
