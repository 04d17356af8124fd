import type { ReactElement } from 'react';
import {
    AutocompleteInput,
    DateInput,
    DateTimeInput,
    NullableBooleanInput,
    NumberInput,
    ReferenceInput,
    SearchInput,
    SelectInput,
    TextInput,
} from 'react-admin';
import type { FieldConfig, FormConfig } from '../providers/types';
import { type FilterKind, filterKindOf } from './fieldKinds';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const rangeInputs = (field: FieldConfig, translate: Translate): ReactElement[] => {
    const Input = field.type === 'date' ? DateInput : field.type === 'datetime' ? DateTimeInput : NumberInput;
    return [
        <Input
            key={`${field.name}_gte`}
            source={`${field.name}_gte`}
            label={translate('app.list.from', { field: field.label })}
        />,
        <Input
            key={`${field.name}_lte`}
            source={`${field.name}_lte`}
            label={translate('app.list.to', { field: field.label })}
        />,
    ];
};

/** The filter inputs of one filter kind; a range is a from/to pair (`<field>_gte` / `<field>_lte`). */
const FILTERS: Record<Exclude<FilterKind, 'none'>, (field: FieldConfig, translate: Translate) => ReactElement[]> = {
    select: field => [
        <SelectInput
            key={field.name}
            source={field.name}
            label={field.label}
            choices={(field.values ?? []).map(value => ({ id: value, name: value }))}
        />,
    ],
    boolean: field => [<NullableBooleanInput key={field.name} source={field.name} label={field.label} />],
    reference: field => [
        <ReferenceInput key={field.name} source={field.name} reference={field.reference ?? ''}>
            <AutocompleteInput label={field.label} />
        </ReferenceInput>,
    ],
    text: field => [<TextInput key={field.name} source={field.name} label={field.label} />],
    range: rangeInputs,
};

/** Search box (`q`, always shown) and one filter per filterable field, by field type. */
export const schemaListFilters = (config: FormConfig, translate: Translate): ReactElement[] => [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('app.list.search')} />,
    ...config.fields.flatMap(field => {
        const kind = filterKindOf(field);
        return kind === 'none' ? [] : FILTERS[kind](field, translate);
    }),
];
