import type {
    ApplyTemplateRequest,
    ApplyTemplateResult,
    BulkNodesInput,
    BulkNodesResult,
    DeletedRole,
    NewNameInput,
    NodeInput,
    NodeRecord,
    PasswordChange,
    PasswordChanged,
    PermissionResourceRecord,
    RoleDeleteInput,
    RoleRecord,
    TemplateRecord,
} from '../../contract/administration';
import type { Identifier, RaRecord } from 'react-admin';
import type { HttpClient } from './httpClient';

export type {
    ApplyTemplateRequest,
    ApplyTemplateResult,
    BulkNodesResult,
    CategoryRecord,
    DeletedRole,
    EmployeeRecord,
    EmployeeUpdate,
    NodeInput,
    NodeRecord,
    NodeType,
    NodeUpdate,
    PermissionCreate,
    PermissionRecord,
    PermissionResourceCreate,
    PermissionResourceUpdate,
    PermissionUpdate,
    RoleRecord,
    RoleUpdate,
    TemplateRecord,
    TemplateUpdate,
} from '../../contract/administration';

/** A permission resource with its actions (GET /api/resource). */
export type PermissionResource = PermissionResourceRecord & RaRecord;

/** One row of a bulk creation as the client read it; `parentCode` names an existing node or another row. */
export type BulkNodeRow = Record<string, string | boolean>;

/** One problem of one row of a refused bulk creation (400 `details`). */
export interface BulkNodeProblem {
    row?: number;
    line?: number;
    field: string;
    message: string;
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
            send('POST', `/role/${segment(id)}/duplicate`, { newName } satisfies NewNameInput),
        duplicateTemplate: (id: Identifier, newName: string): Promise<TemplateRecord> =>
            send('POST', `/pt/${segment(id)}/duplicate`, { newName } satisfies NewNameInput),
        deleteRole: (id: Identifier, reassignTo?: Identifier): Promise<DeletedRole> =>
            send(
                'DELETE',
                `/role/${segment(id)}`,
                reassignTo === undefined ? undefined : ({ reassignTo: String(reassignTo) } satisfies RoleDeleteInput)
            ),
        applyTemplate: (roleId: Identifier, request: ApplyTemplateRequest): Promise<ApplyTemplateResult> =>
            send('POST', `/role/${segment(roleId)}/apply-template`, request),
        /** POST /api/cluster takes an array of one node (spec §7). */
        createNode: (node: NodeInput): Promise<NodeRecord> => send('POST', '/cluster', [node]),
        /** All or nothing: a bad row answers 400 with `details` per row and nothing is saved. */
        bulkCreateNodes: (nodes: BulkNodeRow[]): Promise<BulkNodesResult> =>
            send('POST', '/cluster/bulk-create', { nodes } satisfies BulkNodesInput),
        changePassword: (currentPassword: string, newPassword: string): Promise<PasswordChanged> =>
            send('POST', '/auth/change-password', { currentPassword, newPassword } satisfies PasswordChange),
    };
};

export type AdminCalls = ReturnType<typeof createAdminCalls>;
