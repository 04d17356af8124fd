import type {
    ExpenseNodes,
    ExpenseRecord,
    ExpenseSettings,
    ExpenseSummary,
    ExpenseSummaryQuery,
} from '../../contract/expense';
import type { HttpClient, TokenGetter } from './httpClient';
import { fetchBlob } from './visitCalls';

const segment = (value: string) => encodeURIComponent(value);

/** The expense tracker's calls beyond react-admin's CRUD of `expense` (docs/api-contract.md, "Expenses"). */
export const createExpenseCalls = (
    httpClient: HttpClient,
    apiUrl: string,
    getToken: TokenGetter = async () => null
) => {
    const send = async <T>(method: string, url: string, body?: unknown) =>
        (
            await httpClient<T>(`${apiUrl}${url}`, {
                method,
                ...(body === undefined ? {} : { body: JSON.stringify(body) }),
            })
        ).json;
    return {
        expenseApprove: (id: string) => send<ExpenseRecord>('POST', `/expense/${segment(id)}/approve`),
        /** answers the new, negative entry that reverses the approved one */
        expenseReverse: (id: string, reason: string) =>
            send<ExpenseRecord>('POST', `/expense/${segment(id)}/reverse`, { reason }),
        /** The file itself is the body (PNG, JPEG, WebP or PDF, at most 5 MB). */
        expenseAttachReceipt: async (id: string, file: File): Promise<ExpenseRecord> =>
            (
                await httpClient<ExpenseRecord>(`${apiUrl}/expense/${segment(id)}/receipt?name=${segment(file.name)}`, {
                    method: 'PUT',
                    body: file,
                    headers: { 'Content-Type': file.type || 'application/octet-stream' },
                })
            ).json,
        expenseRemoveReceipt: (id: string) => send<ExpenseRecord>('DELETE', `/expense/${segment(id)}/receipt`),
        /** The receipt's bytes (the bearer token cannot ride on an <img> or <iframe>: shown from a blob URL). */
        expenseReceipt: (id: string): Promise<Blob> =>
            fetchBlob(`${apiUrl}/expense/${segment(id)}/receipt`, {}, getToken),
        expenseSummary: (query: ExpenseSummaryQuery) => {
            const params = new URLSearchParams(
                Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1]))
            );
            return send<ExpenseSummary>('GET', `/expense/monthly-summary?${params}`);
        },
        expenseNodes: () => send<ExpenseNodes>('GET', '/expense/nodes'),
        expenseSettings: () => send<ExpenseSettings>('GET', '/settings/expense'),
        expenseSaveSettings: (settings: ExpenseSettings) => send<ExpenseSettings>('PUT', '/settings/expense', settings),
    };
};

export type ExpenseCalls = ReturnType<typeof createExpenseCalls>;
