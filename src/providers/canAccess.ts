import type { LabPermissions } from './types';

export interface AccessRequest {
    resource?: string;
    action: string;
}

/**
 * The one access rule of the SPA (DESIGN §5): a permission is `<resource>.<action>`;
 * administrators hold all. The SPA only hides what the server would refuse anyway.
 * `permissionResourceOf` maps a react-admin resource name to its permission resource
 * (a form config may declare `permissionResource`).
 */
export const canAccess = (
    permissions: LabPermissions | null | undefined,
    { resource, action }: AccessRequest,
    permissionResourceOf: (resource: string) => string = resource => resource
): boolean => {
    if (!permissions) return false;
    if (permissions.isAdmin) return true;
    if (!resource) return false;
    // react-admin asks for `<resource>.<field>` on columns; a field is visible when its resource is.
    const [base] = resource.split('.');
    const target = permissionResourceOf(base);
    return permissions.permissions.includes(`${target}.${action}`) || permissions.permissions.includes(`${target}.*`);
};

/**
 * authProvider.canAccess: when the permissions cannot be read (an expired token answers 401),
 * the screen is let through so that its data call fails and checkError runs the one
 * "Session expired" flow; the server refuses the data anyway.
 */
export const canAccessOrDefer = async (
    getPermissions: () => Promise<LabPermissions | null>,
    request: AccessRequest,
    permissionResourceOf?: (resource: string) => string
): Promise<boolean> => {
    let permissions: LabPermissions | null;
    try {
        permissions = await getPermissions();
    } catch {
        return true;
    }
    return canAccess(permissions, request, permissionResourceOf);
};
