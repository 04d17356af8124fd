/** Spec §5: a cell's text may not contain line breaks; they become single spaces. */
export const stripLineBreaks = (text: string): string =>
    text.replace(/[ \t]*(?:\r\n|\r|\n|\u2028|\u2029)+[ \t]*/g, ' ');
