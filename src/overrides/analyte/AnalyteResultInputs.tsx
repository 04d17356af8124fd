import { NumberInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { FormRow } from '../../components/FormRow';
import { AnalyteChoicesInput } from './AnalyteChoicesInput';

/** What depends on the result type: decimals, the formula of a calculated analyte, the choices of a list. */
export const AnalyteResultInputs = () => {
    const type = useWatch({ name: 'resultType' });
    const numeric = type === 'Numeric' || type === 'Calculated';
    return (
        <>
            {numeric && (
                <FormRow columns="160px 1fr">
                    <NumberInput source="decimals" min={0} max={6} step={1} helperText="app.analyte.decimals_help" />
                    {type === 'Calculated' ? (
                        <TextInput
                            source="formula"
                            isRequired
                            helperText="app.analyte.formula_help"
                            slotProps={{ htmlInput: { spellCheck: false } }}
                        />
                    ) : (
                        <span />
                    )}
                </FormRow>
            )}
            {type === 'Choice' && <AnalyteChoicesInput />}
        </>
    );
};
