import type { Identifier, RaRecord } from 'react-admin';
import type { HttpClient } from './httpClient';

export interface RoleRecord extends RaRecord {
    name: string;
    description?: string | null;
    isAdmin: boolean;
    isSystem: boolean;
    permissions: string[];
    userCount: number;
    version: number;
}

export interface DeletedRole extends RoleRecord {
    reassigned?: number;
}

/** A permission resource with its actions (GET /api/resource). */
export interface PermissionResource extends RaRecord {
    resource: string;
    label: string;
    category: string;
    categoryId: string;
    actions: string[];
    builtIn: boolean;
}

export interface ApplyTemplateRequest {
    templateId: Identifier;
    permissions: 'replace' | 'merge' | string[];
    version?: number;
    dryRun?: boolean;
}

export interface ApplyTemplateResult {
    role: RoleRecord;
    added: string[];
    removed: string[];
    dryRun: boolean;
}

const segment = (id: Identifier) => encodeURIComponent(String(id));

/** The custom calls of the administration (docs/api-contract.md "Administration"). */
export const createAdminCalls = (httpClient: HttpClient, apiUrl: string) => {
    const send = async <T>(method: string, url: string, body?: unknown) =>
        (
            await httpClient<T>(`${apiUrl}${url}`, {
                method,
                body: body === undefined ? undefined : JSON.stringify(body),
            })
        ).json;

    return {
        duplicateRole: (id: Identifier, newName: string): Promise<RoleRecord> =>
            send('POST', `/role/${segment(id)}/duplicate`, { newName }),
        duplicateTemplate: (id: Identifier, newName: string): Promise<RaRecord> =>
            send('POST', `/pt/${segment(id)}/duplicate`, { newName }),
        deleteRole: (id: Identifier, reassignTo?: Identifier): Promise<DeletedRole> =>
            send('DELETE', `/role/${segment(id)}`, reassignTo === undefined ? undefined : { reassignTo }),
        applyTemplate: (roleId: Identifier, request: ApplyTemplateRequest): Promise<ApplyTemplateResult> =>
            send('POST', `/role/${segment(roleId)}/apply-template`, request),
        changePassword: (currentPassword: string, newPassword: string): Promise<{ mustChangePassword: boolean }> =>
            send('POST', '/auth/change-password', { currentPassword, newPassword }),
    };
};

export type AdminCalls = ReturnType<typeof createAdminCalls>;
