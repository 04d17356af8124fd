/** The server's rules for what an organisation adds to the permission catalogue (contract/administration.ts, PermissionResourceCreate and PermissionCreate). */
export const RESOURCE_KEY = /^[a-z][A-Za-z0-9-]{0,59}$/;
export const ACTION_NAME = /^[a-z][a-z0-9-]{0,39}$/;

/** The actions of a schema resource, offered first when an organisation defines its own resource. */
export const STANDARD_ACTIONS = ['list', 'show', 'create', 'edit', 'delete', 'export'] as const;

/** Actions as typed: trimmed, lower case, spaces as hyphens, each once. */
export const normaliseActions = (actions: readonly string[]): string[] => [
    ...new Set(actions.map(action => action.trim().toLowerCase().replace(/\s+/g, '-')).filter(action => action !== '')),
];

/** react-admin validators: a translation key when the value breaks the rule. */
export const validateResourceKey = (value: unknown) =>
    typeof value === 'string' && value !== '' && !RESOURCE_KEY.test(value)
        ? 'app.userManagement.catalogue.invalid_key'
        : undefined;

export const validateActionName = (value: unknown) =>
    typeof value === 'string' && value !== '' && !ACTION_NAME.test(value)
        ? 'app.userManagement.catalogue.invalid_action'
        : undefined;

export const validateActions = (value: unknown) => {
    if (!Array.isArray(value) || value.length === 0) return 'app.userManagement.catalogue.actions_required';
    const bad = value.filter(action => !ACTION_NAME.test(String(action)));
    return bad.length
        ? { message: 'app.userManagement.catalogue.invalid_actions', args: { actions: bad.join(', ') } }
        : undefined;
};
