import type { ResourceRegistry } from './schema/registry.ts';

/** The SPA's routes of spec §2 (`:x` is one path segment). Deep links to them answer index.html with 200. */
const SPEC_ROUTES = [
  '/',
  '/sign-in',
  '/401',
  '/403',
  '/404',
  '/500',
  '/503',
  '/__crash-test',
  '/expense-tracker',
  '/email-management',
  '/courier-management',
  '/theme',
  '/sample-management',
  '/visit',
  '/visit/:visitId',
  '/patient',
  '/patient/:id',
  '/patient/create',
  '/patient/:id/show',
  '/pricelits-management',
  '/pricelits-management/analyte/:id',
  '/refferal-management',
  '/test-management',
  '/stats/visit',
  '/stats/patient',
  '/sample-mngmnt/phlebo',
  '/sample-mngmnt/in-progress-samples',
  '/sample-mngmnt/view/:visitId',
  '/ms-word',
  '/ms-word/new',
  '/ms-word/:fileId',
  '/ms-word/template/:templateId',
  '/ms-word/editor/:documentId',
  '/user-management',
  ...[
    'users',
    'roles',
    'permissions',
    'permission-management',
    'resources',
    'nodes',
    'departments',
    'categories',
    'templates',
    'visual',
  ].flatMap((child) => [
    `/user-management/${child}`,
    `/user-management/${child}/create`,
    `/user-management/${child}/:id`,
    `/user-management/${child}/:id/show`,
  ]),
];

const toRegExp = (pattern: string) => new RegExp('^' + pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+') + '/?$');

export function spaRouteMatcher(registry: ResourceRegistry): (path: string) => boolean {
  const resourceRoutes = registry
    .all()
    .flatMap(({ def }) => [def.route, `${def.route}/create`, `${def.route}/:id`, `${def.route}/:id/show`, `${def.route}/:id/edit`]);
  const patterns = [...SPEC_ROUTES, ...resourceRoutes].map(toRegExp);
  return (path) => patterns.some((p) => p.test(path));
}
