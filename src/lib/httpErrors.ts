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
export const detailsToFieldErrors = (details: ApiErrorDetail[] | undefined): Record<string, string> | undefined => {
    if (!Array.isArray(details) || details.length === 0) return undefined;
    const errors: Record<string, string> = {};
    for (const { field, message } of details) {
        if (!field) continue;
        const name = field.replace(/^\//, '').split(/[./]/)[0];
        errors[name] = errors[name] ? `${errors[name]} ${message}` : message;
    }
    return Object.keys(errors).length > 0 ? errors : undefined;
};

type NestedErrors = { [key: string]: string | NestedErrors };

/**
 * A 400 answer for a form that edits rows (an analyte's reference ranges, a group's members):
 * `referenceRanges.1.low` stays a path, so the message lands beside its cell; a message on a
 * field that also has row messages (the overlap sentence on `referenceRanges`) goes to its
 * `root`, where react-hook-form keeps the errors of a whole field array.
 */
export const detailsToNestedErrors = (details: ApiErrorDetail[] | undefined): NestedErrors | undefined => {
    if (!Array.isArray(details) || details.length === 0) return undefined;
    const paths = details.filter(d => d.field).map(d => ({ ...d, path: d.field.replace(/^\//, '').split(/[./]/) }));
    const hasChildren = (path: string[]) =>
        paths.some(other => other.path.length > path.length && path.every((key, i) => other.path[i] === key));
    const errors: NestedErrors = {};
    for (const { path, message } of paths) {
        const target = hasChildren(path) ? [...path, 'root'] : path;
        let node = errors;
        for (const key of target.slice(0, -1)) {
            const next = node[key];
            node = typeof next === 'object' ? next : (node[key] = {});
        }
        const leaf = target[target.length - 1];
        const previous = node[leaf];
        node[leaf] = typeof previous === 'string' ? `${previous} ${message}` : message;
    }
    return Object.keys(errors).length > 0 ? errors : undefined;
};
