/** Administration shapes both sides read (docs/api-contract.md, "Administration"). */
import { Type, type Static } from 'typebox';
import { Instant, Nullable, NullableString, OrNull, UpdateBody } from './common.ts';
import { NODE_FIELD_LABELS as L, NODE_TYPES } from './nodeCsv.ts';

const stamps = { version: Type.Integer(), createdAt: Instant, updatedAt: Instant };
const Names = Type.Array(Type.String());
const Uuid = Type.String({ format: 'uuid' });

/** A permission's name: "resource.action". */
const PERMISSION_PATTERN = '^[a-z][A-Za-z0-9-]*\\.[a-z][A-Za-z0-9-]*$';
const Permissions = Type.Array(Type.String({ pattern: PERMISSION_PATTERN }), {
  maxItems: 5000,
  title: 'Permissions',
  description: '"resource.action" names',
});
const Description = NullableString({ maxLength: 300, title: 'Description' });

/** A role and the permissions it holds (`/api/role`); an administrator role holds every permission. */
export const RoleRecord = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Nullable(Type.String()),
  isAdmin: Type.Boolean(),
  isSystem: Type.Boolean(),
  permissions: Names,
  userCount: Type.Integer(),
  ...stamps,
});
export type RoleRecord = Static<typeof RoleRecord>;

/** DELETE /api/role/{id}: the role as it was, and how many members moved to the role named by `reassignTo`. */
export const DeletedRole = Type.Object({ ...RoleRecord.properties, reassigned: Type.Integer() });
export type DeletedRole = Static<typeof DeletedRole>;

/** A permission template (`/api/pt`): a named set of permissions to apply to roles. */
export const TemplateRecord = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Nullable(Type.String()),
  permissions: Names,
  isSystem: Type.Boolean(),
  ...stamps,
});
export type TemplateRecord = Static<typeof TemplateRecord>;

const ROLE_FIELDS = {
  name: Type.String({ minLength: 1, maxLength: 60, title: 'Name' }),
  description: Description,
  isAdmin: Type.Boolean({ title: 'All permissions', description: 'Holds every permission, present and future' }),
  permissions: Permissions,
};

/** POST /api/role. */
export const RoleCreate = Type.Object(
  {
    name: ROLE_FIELDS.name,
    description: Type.Optional(ROLE_FIELDS.description),
    isAdmin: Type.Optional(ROLE_FIELDS.isAdmin),
    permissions: Type.Optional(ROLE_FIELDS.permissions),
  },
  { additionalProperties: false },
);
export type RoleCreate = Static<typeof RoleCreate>;

/** PUT /api/role/{id}: permissions replace the whole list. */
export const RoleUpdate = UpdateBody(ROLE_FIELDS, ['isSystem', 'userCount']);
export type RoleUpdate = Static<typeof RoleUpdate>;

const TEMPLATE_FIELDS = { name: ROLE_FIELDS.name, description: Description, permissions: Permissions };

/** POST /api/pt. */
export const TemplateCreate = Type.Object(
  {
    name: TEMPLATE_FIELDS.name,
    description: Type.Optional(TEMPLATE_FIELDS.description),
    permissions: Type.Optional(TEMPLATE_FIELDS.permissions),
  },
  { additionalProperties: false },
);
export type TemplateCreate = Static<typeof TemplateCreate>;

/** PUT /api/pt/{id}. */
export const TemplateUpdate = UpdateBody(TEMPLATE_FIELDS, ['isSystem']);
export type TemplateUpdate = Static<typeof TemplateUpdate>;

/** POST /api/role/{id}/apply-template: 'replace', 'merge', or the exact list confirmed after a dry run's diff. */
export const ApplyTemplateRequest = Type.Object(
  {
    templateId: Type.String({ title: 'Template' }),
    permissions: Type.Unsafe<'replace' | 'merge' | string[]>({
      title: 'Permissions',
      description: "'replace', 'merge', or an array of permission names",
    }),
    version: Type.Optional(Type.Integer({ minimum: 1, title: 'Version', description: 'The role version the diff was made on (optional)' })),
    dryRun: Type.Optional(Type.Boolean({ description: 'Answer what would change, save nothing' })),
  },
  { additionalProperties: false },
);
export type ApplyTemplateRequest = Static<typeof ApplyTemplateRequest>;

export const ApplyTemplateResult = Type.Object({ role: RoleRecord, added: Names, removed: Names, dryRun: Type.Boolean() });
export type ApplyTemplateResult = Static<typeof ApplyTemplateResult>;

/** A member of the organisation (`/api/emp`). */
export const EmployeeRecord = Type.Object({
  id: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  name: Type.String(),
  email: Type.String(),
  phone: Nullable(Type.String()),
  departmentId: Nullable(Type.String()),
  roleIds: Names,
  roles: Names,
  nodeIds: Names,
  isAdmin: Type.Boolean(),
  isActive: Type.Boolean(),
  mustChangePassword: Type.Boolean(),
  ...stamps,
});
export type EmployeeRecord = Static<typeof EmployeeRecord>;

/** POST /api/emp: the new member, with the one-time password to hand over (none for an existing account). */
export const CreatedEmployee = Type.Object({
  ...EmployeeRecord.properties,
  temporaryPassword: Type.Optional(Type.String()),
  existingAccount: Type.Boolean(),
});
export type CreatedEmployee = Static<typeof CreatedEmployee>;

const EMPLOYEE_FIELDS = {
  firstName: Type.String({ minLength: 1, maxLength: 80, title: 'First name' }),
  lastName: NullableString({ maxLength: 80, title: 'Last name' }),
  email: Type.String({ format: 'email', maxLength: 254, title: 'E-mail' }),
  phone: NullableString({ pattern: '^(\\+?[0-9 ()-]{4,20})?$', title: 'Phone' }),
  roleIds: Type.Array(Uuid, { maxItems: 50, title: 'Roles' }),
  departmentId: NullableString({ format: 'uuid', title: 'Department' }),
  nodeIds: Type.Array(Uuid, { maxItems: 500, title: 'Nodes' }),
  isActive: Type.Boolean({ title: 'Active' }),
};
const OneTimePassword = Type.String({
  maxLength: 200,
  title: 'One-time password',
  description: 'Optional: generated (and answered once) when absent',
});

/** POST /api/emp. */
export const EmployeeCreate = Type.Object(
  {
    firstName: EMPLOYEE_FIELDS.firstName,
    lastName: Type.Optional(EMPLOYEE_FIELDS.lastName),
    email: EMPLOYEE_FIELDS.email,
    phone: Type.Optional(EMPLOYEE_FIELDS.phone),
    roleIds: Type.Optional(EMPLOYEE_FIELDS.roleIds),
    departmentId: Type.Optional(EMPLOYEE_FIELDS.departmentId),
    nodeIds: Type.Optional(EMPLOYEE_FIELDS.nodeIds),
    isActive: Type.Optional(EMPLOYEE_FIELDS.isActive),
    password: Type.Optional(OneTimePassword),
  },
  { additionalProperties: false },
);
export type EmployeeCreate = Static<typeof EmployeeCreate>;

/** PUT /api/emp/{id}: isActive false signs the member out at once. */
export const EmployeeUpdate = UpdateBody(EMPLOYEE_FIELDS, [
  'name',
  'roles',
  'isAdmin',
  'mustChangePassword',
  'temporaryPassword',
  'existingAccount',
]);
export type EmployeeUpdate = Static<typeof EmployeeUpdate>;

/** POST /api/emp/{id}/reset-password: the new one-time password, or none to have one generated. */
export const PasswordResetInput = OrNull(Type.Object({ password: Type.Optional(OneTimePassword) }, { additionalProperties: false }));
export type PasswordResetInput = Static<typeof PasswordResetInput>;

/** POST /api/emp/{id}/reset-password. */
export const PasswordReset = Type.Object({
  id: Type.String(),
  mustChangePassword: Type.Literal(true),
  temporaryPassword: Type.Optional(Type.String()),
});
export type PasswordReset = Static<typeof PasswordReset>;

/** POST /api/auth/change-password. */
export const PasswordChanged = Type.Object({ mustChangePassword: Type.Boolean() });
export type PasswordChanged = Static<typeof PasswordChanged>;

export type NodeType = (typeof NODE_TYPES)[number];
export const NodeType = Type.Unsafe<NodeType>(Type.Union(NODE_TYPES.map((t) => Type.Literal(t))));

/** The JSON Schema of a node's fields: the create and update bodies and each row of a bulk creation. */
export const NODE_FIELDS = {
  code: Type.String({ minLength: 1, maxLength: 20, pattern: '^(\\s*[A-Za-z0-9][A-Za-z0-9_./-]*\\s*)?$', title: L.code }),
  name: Type.String({ minLength: 1, maxLength: 120, title: L.name }),
  type: Type.Unsafe<NodeType>({ type: 'string', enum: [...NODE_TYPES], title: L.type }),
  parentId: NullableString({ format: 'uuid', title: L.parentId }),
  address: NullableString({ maxLength: 300, title: L.address }),
  phone: NullableString({ pattern: '^(\\+?[0-9 ()-]{4,20})?$', title: L.phone }),
  isActive: Type.Boolean({ title: L.isActive }),
};

/** POST /api/cluster: one node (in an array of one, or alone). */
export const NodeInput = Type.Object(
  {
    code: NODE_FIELDS.code,
    name: NODE_FIELDS.name,
    type: NODE_FIELDS.type,
    parentId: Type.Optional(NODE_FIELDS.parentId),
    address: Type.Optional(NODE_FIELDS.address),
    phone: Type.Optional(NODE_FIELDS.phone),
    isActive: Type.Optional(NODE_FIELDS.isActive),
  },
  { additionalProperties: false },
);
export type NodeInput = Static<typeof NodeInput>;

/**
 * POST /api/cluster's body as the document declares it: the spec's array of one node, or the node itself. The
 * route checks it against NodeInput itself, to answer a longer array with the one-node rule by name.
 */
export const NodeCreateBody = Type.Union([Type.Array(NodeInput, { minItems: 1, maxItems: 1 }), NodeInput]);

/** PUT /api/cluster/{id}: a move under its own sub-node is refused. */
export const NodeUpdate = UpdateBody(NODE_FIELDS, []);
export type NodeUpdate = Static<typeof NodeUpdate>;

/** The most rows one bulk creation takes. */
export const MAX_BULK_NODES = 2000;

/** POST /api/cluster/bulk-create: the rows as objects, or a CSV (each row is checked on its own, with the row named). */
export const BulkNodesInput = Type.Object(
  {
    nodes: Type.Optional(
      Type.Array(Type.Unsafe<Record<string, unknown>>({ type: 'object' }), { maxItems: MAX_BULK_NODES, title: 'Nodes' }),
    ),
    csv: Type.Optional(Type.String({ maxLength: 1_000_000, title: 'CSV' })),
  },
  { additionalProperties: false },
);
export type BulkNodesInput = Static<typeof BulkNodesInput>;

/** A site of the laboratory (`/api/cluster`): main lab, branch or collection centre, in a tree. */
export const NodeRecord = Type.Object({
  id: Type.String(),
  code: Type.String(),
  name: Type.String(),
  type: NodeType,
  parentId: Nullable(Type.String()),
  address: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  isActive: Type.Boolean(),
  ...stamps,
});
export type NodeRecord = Static<typeof NodeRecord>;

/** POST /api/cluster/bulk-create: all rows or none. */
export const BulkNodesResult = Type.Object({ count: Type.Integer(), nodes: Type.Array(NodeRecord) });
export type BulkNodesResult = Static<typeof BulkNodesResult>;

/** A permission resource with its actions (`/api/resource`). */
export const PermissionResourceRecord = Type.Object({
  id: Type.String(),
  resource: Type.String(),
  label: Type.String(),
  category: Type.String(),
  categoryId: Type.String(),
  /** every action: the ones code registers and the organisation's own */
  actions: Names,
  /** registered by LabDesk's code: cannot be changed or deleted */
  builtIn: Type.Boolean(),
  version: Type.Integer(),
});
export type PermissionResourceRecord = Static<typeof PermissionResourceRecord>;

/** One action of a resource (`/api/permission`). */
export const PermissionRecord = Type.Object({
  id: Type.String(),
  resource: Type.String(),
  action: Type.String(),
  resourceLabel: Type.String(),
  category: Type.String(),
  categoryId: Type.String(),
  description: Nullable(Type.String()),
  builtIn: Type.Boolean(),
  version: Type.Integer(),
});
export type PermissionRecord = Static<typeof PermissionRecord>;

const RESOURCE_KEY = Type.String({ pattern: '^[a-z][A-Za-z0-9-]{0,59}$', title: 'Resource' });
const ACTION = '^[a-z][a-z0-9-]{0,39}$';
const RESOURCE_FIELDS = {
  label: Type.String({ minLength: 1, maxLength: 80, title: 'Label' }),
  category: Type.String({ minLength: 1, maxLength: 60, title: 'Category' }),
  actions: Type.Array(Type.String({ pattern: ACTION }), { minItems: 1, maxItems: 50, title: 'Actions' }),
};

/** POST /api/resource: a resource of the organisation's own, with its actions. */
export const PermissionResourceCreate = Type.Object({ resource: RESOURCE_KEY, ...RESOURCE_FIELDS }, { additionalProperties: false });
export type PermissionResourceCreate = Static<typeof PermissionResourceCreate>;

/** PUT /api/resource/{id}: an action taken away is taken from every role and template holding it. */
export const PermissionResourceUpdate = UpdateBody(RESOURCE_FIELDS, ['resource', 'categoryId', 'builtIn']);
export type PermissionResourceUpdate = Static<typeof PermissionResourceUpdate>;

const PERMISSION_DESCRIPTION = NullableString({ maxLength: 200, title: 'Description' });

/** POST /api/permission: an action of the organisation's own on a resource. */
export const PermissionCreate = Type.Object(
  {
    resource: RESOURCE_KEY,
    action: Type.String({ pattern: ACTION, title: 'Action' }),
    description: Type.Optional(PERMISSION_DESCRIPTION),
  },
  { additionalProperties: false },
);
export type PermissionCreate = Static<typeof PermissionCreate>;

/** PUT /api/permission/{id}: only the description of an organisation's own permission changes. */
export const PermissionUpdate = UpdateBody({ description: PERMISSION_DESCRIPTION }, [
  'resource',
  'action',
  'resourceLabel',
  'category',
  'categoryId',
  'builtIn',
]);
export type PermissionUpdate = Static<typeof PermissionUpdate>;

/** A category of resources (`/api/cc`). */
export const CategoryRecord = Type.Object({
  id: Type.String(),
  name: Type.String(),
  builtIn: Type.Boolean(),
  resourceCount: Type.Integer(),
});
export type CategoryRecord = Static<typeof CategoryRecord>;

/** POST /api/role/{id}/duplicate and /api/pt/{id}/duplicate: the copy's name. */
export const NewNameInput = Type.Object({ newName: Type.String({ minLength: 1, maxLength: 60 }) }, { additionalProperties: false });
export type NewNameInput = Static<typeof NewNameInput>;

/** DELETE /api/role/{id}: while members hold the role, the role they move to. */
export const RoleDeleteInput = OrNull(
  Type.Object({ reassignTo: Type.Optional(Type.String({ title: 'Move users to' })) }, { additionalProperties: false }),
);
export type RoleDeleteInput = Static<typeof RoleDeleteInput>;

/** POST /api/auth/change-password. */
export const PasswordChange = Type.Object(
  {
    currentPassword: Type.String({ minLength: 1, maxLength: 200 }),
    newPassword: Type.String({
      minLength: 1,
      maxLength: 200,
      description: 'At least 10 characters, not the current one, not the e-mail',
    }),
  },
  { additionalProperties: false },
);
export type PasswordChange = Static<typeof PasswordChange>;

/** POST /api/auth/sign-in (local mode). */
export const SignInInput = Type.Object(
  { email: Type.String({ minLength: 1, maxLength: 254 }), password: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type SignInInput = Static<typeof SignInInput>;
