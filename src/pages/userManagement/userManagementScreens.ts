import { lazyScreen } from '../../lib/lazyScreen';

/** The administration screens; each is its own chunk. */
export const USER_MANAGEMENT_SCREENS = {
    all: lazyScreen(() => import('./UserManagementRoutes').then(m => ({ default: m.UserManagementRoutes }))),
    changePassword: lazyScreen(() =>
        import('./password/ChangePasswordPage').then(m => ({ default: m.ChangePasswordPage }))
    ),
};
