/**
 * Spec §8 error catalogue: which text a failed HTTP call shows.
 * Our own texts are translation keys (`app.http.*`, English catalogue holds the spec wording);
 * a text the server wrote is returned as it is.
 */
export interface ApiErrorDetail {
    field: string;
    message: string;
}

export interface ApiErrorBody {
    status?: number;
    error?: string;
    title?: string;
    message?: string;
    details?: ApiErrorDetail[];
}

export const HTTP_ERROR_KEYS = {
    internal: 'app.http.internal_server_error',
    invalidCredentials: 'app.http.invalid_credentials',
    notFound: 'app.http.not_found',
    noResponse: 'app.http.no_response',
    generic: 'app.http.generic',
    notModified: 'app.http.not_modified',
    contentNotFound: 'app.http.content_not_found',
} as const;

/** Status 0 stands for "no response" (network failure, server down). */
export const NO_RESPONSE_STATUS = 0;

const serverText = (body: ApiErrorBody | undefined): string | undefined => {
    const text = body?.error ?? body?.message;
    return typeof text === 'string' && text.trim() !== '' ? text : undefined;
};

/** The HTTP failure mapping of spec §8 (queries, sign-in and every non-mutation call). */
export const httpErrorMessage = (status: number, body?: ApiErrorBody): string => {
    if (status === NO_RESPONSE_STATUS) return HTTP_ERROR_KEYS.noResponse;
    switch (status) {
        case 500:
            return serverText(body) ?? HTTP_ERROR_KEYS.internal;
        case 401:
            return HTTP_ERROR_KEYS.invalidCredentials;
        case 404:
            return serverText(body) ?? HTTP_ERROR_KEYS.notFound;
        default:
            return serverText(body) ?? HTTP_ERROR_KEYS.generic;
    }
};

/** The shared mutation error handler of spec §8 (create, update, delete, custom writes). */
export const mutationErrorMessage = (status: number, body?: ApiErrorBody): string => {
    if (status === 304) return HTTP_ERROR_KEYS.notModified;
    if (status === 204) return HTTP_ERROR_KEYS.contentNotFound;
    const title = body?.title;
    if (typeof title === 'string' && title.trim() !== '') return title;
    return serverText(body) ?? HTTP_ERROR_KEYS.generic;
};

/**
 * A 400 answer lists one entry per field; react-admin shows `body.errors` next to the inputs.
 * Several messages for one field are joined.
 */
export const detailsToFieldErrors = (
    details: ApiErrorDetail[] | undefined
): Record<string, string> | undefined => {
    if (!Array.isArray(details) || details.length === 0) return undefined;
    const errors: Record<string, string> = {};
    for (const { field, message } of details) {
        if (!field) continue;
        const name = field.replace(/^\//, '').split(/[./]/)[0];
        errors[name] = errors[name] ? `${errors[name]} ${message}` : message;
    }
    return Object.keys(errors).length > 0 ? errors : undefined;
};
