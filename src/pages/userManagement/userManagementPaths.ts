/** Spec §2: the administration screens live under /user-management. */
export const USER_MANAGEMENT_PATH = '/user-management';
export const USERS_PATH = `${USER_MANAGEMENT_PATH}/users`;
export const ROLES_PATH = `${USER_MANAGEMENT_PATH}/roles`;
export const PERMISSION_MANAGEMENT_PATH = `${USER_MANAGEMENT_PATH}/permission-management`;
export const TEMPLATES_PATH = `${USER_MANAGEMENT_PATH}/templates`;
export const RESOURCES_PATH = `${USER_MANAGEMENT_PATH}/resources`;
export const PERMISSIONS_PATH = `${USER_MANAGEMENT_PATH}/permissions`;
export const CATEGORIES_PATH = `${USER_MANAGEMENT_PATH}/categories`;
export const NODES_PATH = `${USER_MANAGEMENT_PATH}/nodes`;
export const NODE_IMPORT_PATH = `${NODES_PATH}/import`;
