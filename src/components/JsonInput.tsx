import { TextInput, type TextInputProps } from 'react-admin';

const format = (value: unknown) =>
    value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value, null, 2);

/** Text that is not valid JSON stays a string; the form validation reports it. */
const parse = (text: string) => {
    if (text.trim() === '') return null;
    try {
        return JSON.parse(text) as unknown;
    } catch {
        return text;
    }
};

export const JsonInput = (props: TextInputProps) => (
    <TextInput multiline minRows={4} format={format} parse={parse} {...props} />
);
