import { lazyScreen } from '../../lib/lazyScreen';

/**
 * The home page's lazy screen. It stands above the screen registry (src/registry/screens.ts), not in it:
 * the home page links every screen, so the registry must not point back at it.
 */
export const HOME_SCREEN = lazyScreen(() => import('./HomePage').then(m => ({ default: m.HomePage })));
