import { HttpError } from 'react-admin';
import {
    type ApiErrorBody,
    detailsToFieldErrors,
    httpErrorMessage,
    mutationErrorMessage,
    NO_RESPONSE_STATUS,
} from '../lib/httpErrors';

export const API_URL = '/api';

export type TokenGetter = () => Promise<string | null>;

export interface HttpResponse<T = unknown> {
    status: number;
    headers: Headers;
    body: string;
    json: T;
}

export interface HttpOptions extends RequestInit {
    /**
     * Which spec §8 text a failure carries. Defaults to 'mutation' for writes and 'http' for reads;
     * sign-in is a write that uses the HTTP mapping ('Invalid credentials').
     */
    errorMapping?: 'http' | 'mutation';
}

export type HttpClient = <T = unknown>(url: string, options?: HttpOptions) => Promise<HttpResponse<T>>;

const parseJson = (text: string): unknown => {
    if (!text) return undefined;
    try {
        return JSON.parse(text);
    } catch {
        return undefined;
    }
};

const isWrite = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

export const toHttpError = (status: number, body: ApiErrorBody | undefined, mapping: 'http' | 'mutation') => {
    const message = mapping === 'mutation' ? mutationErrorMessage(status, body) : httpErrorMessage(status, body);
    const errors = status === 400 ? detailsToFieldErrors(body?.details) : undefined;
    return new HttpError(message, status, { ...(body ?? {}), ...(errors ? { errors } : {}) });
};

/**
 * fetch + JSON + bearer token + spec §8 error texts. Every call of the SPA goes through it
 * (the data provider and the local auth provider).
 */
export const createHttpClient = (getToken: TokenGetter): HttpClient =>
    async function httpClient<T>(url: string, options: HttpOptions = {}): Promise<HttpResponse<T>> {
        const { errorMapping, ...init } = options;
        const method = (init.method ?? 'GET').toUpperCase();
        const mapping = errorMapping ?? (isWrite(method) ? 'mutation' : 'http');
        const headers = new Headers(init.headers);
        headers.set('Accept', 'application/json');
        // ra-data-simple-rest adds these for cross-origin APIs; ours is same-origin.
        headers.delete('Range');
        if (init.body == null) headers.delete('Content-Type');
        else if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
        const token = await getToken();
        if (token) headers.set('Authorization', `Bearer ${token}`);

        let response: Response;
        try {
            response = await fetch(url, { ...init, method, headers });
        } catch (error) {
            if ((error as Error)?.name === 'AbortError') throw error;
            throw toHttpError(NO_RESPONSE_STATUS, undefined, mapping);
        }
        const body = await response.text();
        const json = parseJson(body);
        const emptyWrite = mapping === 'mutation' && response.status === 204;
        if (!response.ok || emptyWrite) {
            throw toHttpError(response.status, json as ApiErrorBody | undefined, mapping);
        }
        return { status: response.status, headers: response.headers, body, json: json as T };
    };
