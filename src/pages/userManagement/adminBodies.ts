import type { RaRecord } from 'react-admin';
import type {
    EmployeeUpdate,
    NodeInput,
    NodeType,
    NodeUpdate,
    PermissionCreate,
    PermissionResourceCreate,
    PermissionResourceUpdate,
    PermissionUpdate,
    RoleUpdate,
    TemplateUpdate,
} from '../../providers/adminCalls';
import { normaliseActions } from './catalogue/catalogueRules';

/**
 * What the administration screens send, built from the form's values (contract/administration.ts declares each
 * body; server/test/contract-bodies.test.ts checks these builders against the served document).
 */

/** A role's name and description, with the version read. */
export const roleChange = (data: RaRecord) =>
    ({
        version: data.version,
        name: data.name,
        description: data.description ?? null,
    }) satisfies RoleUpdate;

/** A role's whole permission list, as the matrix holds it, with the version read. */
export const rolePermissionsChange = (role: { version: number }, selected: Iterable<string>) =>
    ({
        version: role.version,
        permissions: [...selected].sort(),
    }) satisfies RoleUpdate;

export const templateChange = (data: RaRecord) =>
    ({
        version: data.version,
        name: data.name,
        description: data.description ?? null,
        permissions: data.permissions,
    }) satisfies TemplateUpdate;

/** A member made active or inactive (inactive signs them out at once). */
export const employeeActiveChange = (record: RaRecord, isActive: boolean) =>
    ({
        version: record.version,
        isActive,
    }) satisfies EmployeeUpdate;

/** A resource's label, category and actions as typed: trimmed, actions normalised. */
const resourceFields = (data: RaRecord) => ({
    label: data.label,
    category: String(data.category).trim(),
    actions: normaliseActions(data.actions ?? []),
});

export const resourceCreation = (data: RaRecord) =>
    ({ resource: data.resource, ...resourceFields(data) }) satisfies PermissionResourceCreate;

export const resourceChange = (data: RaRecord) =>
    ({ version: data.version, ...resourceFields(data) }) satisfies PermissionResourceUpdate;

export const permissionCreation = (data: RaRecord) =>
    ({
        resource: data.resource,
        action: data.action,
        ...(data.description ? { description: data.description } : {}),
    }) satisfies PermissionCreate;

export const permissionChange = (data: RaRecord) =>
    ({
        version: data.version,
        description: data.description || null,
    }) satisfies PermissionUpdate;

const blank = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** A node's fields from the node dialog: trimmed, blanks as null; a main lab has no parent. */
export const nodeBody = (values: Record<string, unknown>) =>
    ({
        code: String(values.code).trim(),
        name: String(values.name).trim(),
        type: values.type as NodeType,
        parentId: values.type === 'main-lab' ? null : ((values.parentId as string | null) ?? null),
        address: blank(values.address),
        phone: blank(values.phone),
        isActive: values.isActive !== false,
    }) satisfies NodeInput;

/** A node's change: its fields and the version read. */
export const nodeChange = (values: Record<string, unknown>, node: { version: number }) =>
    ({
        ...nodeBody(values),
        version: node.version,
    }) satisfies NodeUpdate;
