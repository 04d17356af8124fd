import type { ReactElement } from 'react';
import {
    AutocompleteInput,
    BooleanField,
    BooleanInput,
    DateField,
    DateInput,
    DateTimeInput,
    EmailField,
    NumberField,
    NumberInput,
    ReferenceField,
    ReferenceInput,
    SelectInput,
    TextField,
    TextInput,
} from 'react-admin';
import { ColorSwatchField } from '../components/ColorSwatchField';
import { JsonField } from '../components/JsonField';
import { JsonInput } from '../components/JsonInput';
import type { FieldConfig, FieldType } from '../providers/types';

/** How a field is offered as a list filter. */
export type FilterKind = 'select' | 'boolean' | 'reference' | 'range' | 'text' | 'none';

interface FieldKind {
    input: (field: FieldConfig) => ReactElement;
    /** Read-only display, used in list columns and on the show page. */
    display: (field: FieldConfig) => ReactElement;
    filter: FilterKind;
    listed: boolean;
}

const inputProps = (field: FieldConfig) => ({
    key: field.name,
    source: field.name,
    label: field.label,
    helperText: field.help ?? false,
    isRequired: field.required === true,
    readOnly: field.readOnly === true,
});
const displayProps = (field: FieldConfig) => ({ key: field.name, source: field.name, label: field.label });
const choicesOf = (field: FieldConfig) => (field.values ?? []).map(value => ({ id: value, name: value }));
const money = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

const text =
    (extra: object = {}) =>
    (field: FieldConfig) => <TextInput {...inputProps(field)} {...extra} />;
const number = (step: number) => (field: FieldConfig) => (
    <NumberInput {...inputProps(field)} step={step} min={field.min} max={field.max} />
);
const plain = (field: FieldConfig) => <TextField {...displayProps(field)} />;

/** The one table from a field type to its input, its display and its filter (DESIGN §3). */
export const FIELD_KINDS: Record<FieldType, FieldKind> = {
    string: { input: text(), display: plain, filter: 'none', listed: true },
    text: { input: text({ multiline: true, minRows: 3 }), display: plain, filter: 'none', listed: false },
    email: {
        input: text({ type: 'email' }),
        display: f => <EmailField {...displayProps(f)} />,
        filter: 'none',
        listed: true,
    },
    phone: { input: text({ type: 'tel' }), display: plain, filter: 'none', listed: true },
    color: {
        input: text({ placeholder: '#rrggbb' }),
        display: f => <ColorSwatchField {...displayProps(f)} />,
        filter: 'none',
        listed: true,
    },
    integer: { input: number(1), display: f => <NumberField {...displayProps(f)} />, filter: 'range', listed: true },
    number: { input: number(0.1), display: f => <NumberField {...displayProps(f)} />, filter: 'range', listed: true },
    money: {
        input: number(0.01),
        display: f => <NumberField {...displayProps(f)} options={money} />,
        filter: 'range',
        listed: true,
    },
    boolean: {
        input: f => <BooleanInput {...inputProps(f)} />,
        display: f => <BooleanField {...displayProps(f)} />,
        filter: 'boolean',
        listed: true,
    },
    date: {
        input: f => <DateInput {...inputProps(f)} />,
        display: f => <DateField {...displayProps(f)} />,
        filter: 'range',
        listed: true,
    },
    datetime: {
        input: f => <DateTimeInput {...inputProps(f)} />,
        display: f => <DateField {...displayProps(f)} showTime />,
        filter: 'range',
        listed: true,
    },
    enum: {
        input: f => <SelectInput {...inputProps(f)} choices={choicesOf(f)} />,
        display: plain,
        filter: 'select',
        listed: true,
    },
    reference: {
        input: f => (
            <ReferenceInput key={f.name} source={f.name} reference={f.reference ?? ''}>
                <AutocompleteInput {...inputProps(f)} />
            </ReferenceInput>
        ),
        display: f => <ReferenceField {...displayProps(f)} reference={f.reference ?? ''} link="show" />,
        filter: 'reference',
        listed: true,
    },
    json: {
        input: f => <JsonInput {...inputProps(f)} />,
        display: f => <JsonField {...displayProps(f)} />,
        filter: 'none',
        listed: false,
    },
};

export const isListed = (field: FieldConfig) => field.listed ?? FIELD_KINDS[field.type].listed;

export const filterKindOf = (field: FieldConfig): FilterKind => {
    const kind = FIELD_KINDS[field.type].filter;
    if (field.filterable === false) return 'none';
    return field.filterable === true && kind === 'none' ? 'text' : kind;
};
