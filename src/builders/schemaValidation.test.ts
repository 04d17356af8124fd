import { describe, expect, it } from 'vitest';
import { translateEnglish as t } from '../i18n/translateEnglish';
import type { FormConfig } from '../providers/types';
import { type FieldErrors, validateRecord } from './schemaValidation';

const nullable = (schema: object) => ({ anyOf: [schema, { type: 'null' }] });

/** The shape the server derives from resources/masters/*.json (server/src/schema/json-schema.ts). */
const properties = {
    name: { type: 'string', minLength: 1, maxLength: 10, title: 'Unit' },
    description: nullable({ type: 'string', maxLength: 5 }),
    quantity: nullable({ type: 'string', enum: ['Volume', 'Time'] }),
    capColour: nullable({ type: 'string', pattern: '^#[0-9a-fA-F]{6}$' }),
    email: nullable({ type: 'string', format: 'email' }),
    volume: nullable({ type: 'number', minimum: 0, maximum: 50 }),
    validFrom: nullable({ type: 'string', format: 'date' }),
    extra: {},
};
const config: FormConfig = {
    name: 'unit',
    label: 'Units',
    labelSingular: 'Unit',
    apiPath: '/masters/unit',
    route: '/masters/unit',
    menuGroup: 'Masters',
    recordRepresentation: 'name',
    fields: [
        { name: 'name', type: 'string', label: 'Unit', required: true, maxLength: 10 },
        { name: 'description', type: 'string', label: 'Description', maxLength: 5 },
        { name: 'quantity', type: 'enum', label: 'Quantity', values: ['Volume', 'Time'] },
        { name: 'capColour', type: 'color', label: 'Cap Colour', patternMessage: 'Use a hex colour such as #8e44ad' },
        { name: 'email', type: 'email', label: 'E-mail' },
        { name: 'volume', type: 'number', label: 'Volume', min: 0, max: 50 },
        { name: 'validFrom', type: 'date', label: 'Valid from' },
        { name: 'extra', type: 'json', label: 'Extra' },
    ],
    jsonSchema: {
        create: { type: 'object', additionalProperties: false, required: ['name'], properties },
        update: {
            type: 'object',
            additionalProperties: false,
            required: ['version'],
            properties: { ...properties, id: { type: 'string' }, version: { type: 'integer', minimum: 1 } },
        },
    },
};

const texts = (errors: FieldErrors) =>
    Object.fromEntries(Object.entries(errors).map(([field, { message, args }]) => [field, t(message, args)]));

describe('form validation against the config JSON Schema', () => {
    it('accepts a valid record, with empty optional inputs', () => {
        expect(validateRecord(config, { name: 'mg/dL', description: '', quantity: null, volume: 3 }, 'create')).toEqual(
            {}
        );
    });

    it('reports a missing or emptied required field as required', () => {
        expect(texts(validateRecord(config, {}, 'create'))).toEqual({ name: 'Unit is required' });
        expect(texts(validateRecord(config, { name: '' }, 'create'))).toEqual({ name: 'Unit is required' });
        expect(texts(validateRecord(config, { name: null, version: 2 }, 'update'))).toEqual({
            name: 'Unit is required',
        });
    });

    it('puts one readable message next to each wrong field', () => {
        const errors = validateRecord(
            config,
            {
                name: 'far too long a unit',
                description: 'too long',
                quantity: 'Mass',
                capColour: 'red',
                email: 'not-an-address',
                volume: 51,
                validFrom: '2024-13-45',
                extra: '{ not json',
            },
            'create'
        );
        expect(texts(errors)).toEqual({
            name: 'Unit must be at most 10 characters',
            description: 'Description must be at most 5 characters',
            quantity: 'Quantity must be one of: Volume, Time',
            capColour: 'Use a hex colour such as #8e44ad',
            email: 'E-mail must be a valid e-mail address',
            volume: 'Volume must be at most 50',
            validFrom: 'Valid from must be a valid date',
            extra: 'Enter valid JSON',
        });
    });

    it('validates an update with the version the record was read at, ignoring read-only parts', () => {
        const values = { id: 'x', version: 3, createdAt: '2024-01-01T00:00:00Z', name: 'mg/dL', volume: -1 };
        expect(texts(validateRecord(config, values, 'update'))).toEqual({ volume: 'Volume must be at least 0' });
    });

    it('skips validation when the config carries no schema', () => {
        expect(validateRecord({ ...config, jsonSchema: undefined }, {}, 'create')).toEqual({});
    });
});
