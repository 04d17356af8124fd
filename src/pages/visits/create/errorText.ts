type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A react-hook-form error as text: the client's checks give `{ message, args }` translation
 * objects, the server's 400 answers plain sentences.
 */
export const errorText = (translate: Translate, error: { message?: unknown } | undefined): string | undefined => {
    const message = error?.message;
    if (!message) return undefined;
    if (typeof message === 'string') return translate(message, { _: message });
    if (typeof message === 'object' && 'message' in message) {
        const { message: key, args } = message as { message: string; args?: Record<string, unknown> };
        return translate(key, { _: key, ...(args ?? {}) });
    }
    return String(message);
};
