import { FIELD_KINDS } from './fieldKinds';
import { useFormConfig } from './FormConfigContext';

/** Create and Edit share the inputs: one per field of the config, in config order. */
export const SchemaInputs = () => {
    const config = useFormConfig();
    return <>{config.fields.map(field => FIELD_KINDS[field.type].input(field))}</>;
};
