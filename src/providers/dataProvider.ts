import simpleRestProvider from 'ra-data-simple-rest';
import { type DataProvider, type GetListParams, HttpError, type RaRecord } from 'react-admin';
import { detailsToNestedErrors } from '../lib/httpErrors';
import { createAdminCalls } from './adminCalls';
import { createDocumentCalls } from './documentCalls';
import { API_URL, type HttpClient, type TokenGetter } from './httpClient';
import { createCourierCalls } from './courierCalls';
import { createEmailCalls } from './emailCalls';
import { createExpenseCalls } from './expenseCalls';
import { createLabCalls, NESTED_LISTS } from './labCalls';
import { createLabWorkCalls } from './labWorkCalls';
import { createOpsCalls } from './opsCalls';
import { createReportSettingsCalls } from './reportSettingsCalls';
import { createStatsCalls } from './statsCalls';
import { createThemeCalls } from './themeCalls';
import { apiPathFor, type SchemaLookup } from './resourcePaths';
import type { FormConfig, LabDataProvider } from './types';
import { pickWritable } from './writableFields';
import { createVisitCalls } from './visitCalls';
import type { MasterCreateUpdate } from '../../contract/resources';

const listQuery = (params: Partial<GetListParams> = {}) => {
    const query = new URLSearchParams();
    if (params.sort) query.set('sort', JSON.stringify([params.sort.field, params.sort.order]));
    if (params.pagination) {
        const { page, perPage } = params.pagination;
        query.set('range', JSON.stringify([(page - 1) * perPage, page * perPage - 1]));
    }
    if (params.filter && Object.keys(params.filter).length > 0) query.set('filter', JSON.stringify(params.filter));
    return query;
};

/**
 * `meta: { rowErrors: true }` on a create or update: a 400 keeps the row and column of each
 * problem (`referenceRanges.1.low`) so a form that edits rows shows it beside the cell.
 */
const withRowErrors = async <T>(meta: { rowErrors?: boolean } | undefined, write: () => Promise<T>): Promise<T> => {
    try {
        return await write();
    } catch (error) {
        if (!meta?.rowErrors || !(error instanceof HttpError) || error.status !== 400) throw error;
        const errors = detailsToNestedErrors(error.body?.details);
        throw errors ? new HttpError(error.message, error.status, { ...error.body, errors }) : error;
    }
};

interface Options {
    httpClient: HttpClient;
    lookup: SchemaLookup;
    apiUrl?: string;
    /** For the calls that download files (report PDFs) outside the JSON client. */
    getToken?: TokenGetter;
}

/** ra-data-simple-rest over /api, resource names mapped to their API paths, plus typed custom calls. */
export const createDataProvider = ({ httpClient, lookup, apiUrl = API_URL, getToken }: Options): LabDataProvider => {
    const rest: DataProvider = simpleRestProvider(apiUrl, httpClient);
    // simple-rest builds `${apiUrl}/${resource}`; hand it the API path without its leading slash.
    const path = (resource: string) => apiPathFor(resource, lookup).replace(/^\//, '');
    const get = async <T>(url: string) => (await httpClient<T>(`${apiUrl}${url}`)).json;

    return {
        getList: (resource, params) => {
            const nested = NESTED_LISTS[resource];
            return rest.getList(nested ? nested(params.meta ?? {}).replace(/^\//, '') : path(resource), params);
        },
        getOne: (resource, params) => rest.getOne(path(resource), params),
        getMany: (resource, params) => rest.getMany(path(resource), params),
        getManyReference: (resource, params) => rest.getManyReference(path(resource), params),
        create: (resource, params) =>
            withRowErrors(params.meta, () =>
                rest.create(path(resource), { ...params, data: pickWritable(lookup(resource), params.data) })
            ),
        update: (resource, params) => {
            const config = lookup(resource);
            const data = pickWritable(config, params.data);
            // The server refuses a stale write with 409, so the version read with the record goes back.
            const version = params.data?.version ?? params.previousData?.version;
            return withRowErrors(params.meta, () =>
                rest.update(path(resource), {
                    ...params,
                    data: config && version !== undefined ? { ...data, version } : data,
                })
            );
        },
        updateMany: (resource, params) => rest.updateMany(path(resource), params),
        delete: (resource, params) => rest.delete(path(resource), params),
        deleteMany: (resource, params) => rest.deleteMany(path(resource), params),

        getFormsConfig: () => get<FormConfig[]>('/ui/get-forms-config'),
        getFormConfig: name => get<FormConfig>(`/ui/get-forms-config?data=${encodeURIComponent(name)}`),
        me: () => get('/auth/me'),
        authConfig: () => get('/auth/config'),
        dropdown: tableName => get(`/generic/dropdown?tableName=${encodeURIComponent(tableName)}`),
        masterGetData: (name, params) => {
            const query = listQuery(params);
            query.set('data', name);
            return get<RaRecord[]>(`/master/get-data?${query}`);
        },
        masterCreateUpdate: async (tableName, data) => {
            const response = await httpClient<RaRecord>(`${apiUrl}/master/create-update`, {
                method: 'POST',
                body: JSON.stringify({ data: { ...data, tableName } } satisfies MasterCreateUpdate),
            });
            return response.json;
        },
        ...createLabCalls(httpClient, apiUrl),
        ...createAdminCalls(httpClient, apiUrl),
        ...createVisitCalls(httpClient, apiUrl, getToken),
        ...createLabWorkCalls(httpClient, apiUrl),
        ...createReportSettingsCalls(httpClient, apiUrl),
        ...createEmailCalls(httpClient, apiUrl, getToken ?? (async () => null)),
        ...createDocumentCalls(httpClient, apiUrl, getToken),
        ...createThemeCalls(httpClient, apiUrl),
        ...createOpsCalls(httpClient, apiUrl),
        ...createExpenseCalls(httpClient, apiUrl, getToken),
        ...createCourierCalls(httpClient, apiUrl),
        ...createStatsCalls(httpClient, apiUrl),
    };
};
