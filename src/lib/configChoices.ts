import type { FormConfig } from '../providers/types';

/** The values of an enum field of a form config, as react-admin choices (Doctor, Hospital…). */
export const enumChoices = (config: FormConfig, field: string) =>
    (config.fields.find(candidate => candidate.name === field)?.values ?? []).map(value => ({
        id: value,
        name: value,
    }));
