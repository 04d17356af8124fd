/** Spec §2: the administration screens live under /user-management. */
export const USER_MANAGEMENT_PATH = '/user-management';
export const USERS_PATH = `${USER_MANAGEMENT_PATH}/users`;
export const ROLES_PATH = `${USER_MANAGEMENT_PATH}/roles`;
export const PERMISSION_MANAGEMENT_PATH = `${USER_MANAGEMENT_PATH}/permission-management`;
export const TEMPLATES_PATH = `${USER_MANAGEMENT_PATH}/templates`;
