import { en } from './en';

/** Test helper: the English text of a catalogue key (or the text itself when it is not a key). */
export const translateEnglish = (key: string, args: Record<string, unknown> = {}): string => {
    const found = key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
    const text = typeof found === 'string' ? found : key;
    return text.replace(/%\{(\w+)\}/g, (_, name: string) => String(args[name] ?? ''));
};
