export const CHANGE_PASSWORD_PATH = '/change-password';
export const ME_QUERY_KEY = ['auth', 'me', 'mustChangePassword'] as const;
