import type { FastifyInstance } from 'fastify';
import type { PermissionRegistry } from '../permissions.ts';
import { createAdministration, DEPARTMENT_RESOURCE } from '../services/administration.ts';
import { administrationSeeder, backfillAdministration } from '../services/administration-seeder.ts';
import { catalogueRoutes } from './administration/catalogue.ts';
import { employeeRoutes } from './administration/employees.ts';
import { nodeRoutes } from './administration/nodes.ts';
import { passwordRoutes } from './administration/password.ts';
import { roleRoutes } from './administration/roles.ts';
import { templateRoutes } from './administration/templates.ts';

/**
 * Resources and named actions of modules whose routes come later (visits, samples, results, reports,
 * expenses: issue 5 and after). They are registered now so roles can be given them today; the module
 * that adds the routes registers the same names again (the registry merges actions).
 */
export function registerLaboratoryPermissions(permissions: PermissionRegistry): void {
  permissions.register({
    resource: 'visit',
    label: 'Visits',
    category: 'Front desk',
    actions: ['list', 'show', 'create', 'edit', 'cancel', 'export', 'give-discount', 'refund'],
  });
  permissions.register({
    resource: 'sample',
    label: 'Samples',
    category: 'Laboratory',
    actions: ['list', 'show', 'collect', 'submit', 'receive', 'reject'],
  });
  permissions.register({
    resource: 'result',
    label: 'Results',
    category: 'Laboratory',
    actions: ['list', 'show', 'enter', 'verify-results', 'verify-own-results', 'amend-results'],
  });
  permissions.register({
    resource: 'report',
    label: 'Reports',
    category: 'Laboratory',
    actions: ['list', 'show', 'print', 'email', 'settings'],
  });
  permissions.register({
    resource: 'expense',
    label: 'Expenses',
    category: 'Accounts',
    actions: ['list', 'show', 'create', 'edit', 'delete', 'export'],
  });
}

/**
 * User management of spec §2 and §7: employees, roles, permissions, resources, permission templates,
 * categories, nodes and departments. Each module registers its permission resources and actions.
 * Departments are the schema-driven resource `dept` (resources/administration/dept.json).
 */
export async function administrationRoutes(app: FastifyInstance) {
  const admin = createAdministration(app.ctx);
  registerLaboratoryPermissions(app.ctx.permissions);
  employeeRoutes(app, admin);
  roleRoutes(app, admin);
  templateRoutes(app, admin);
  catalogueRoutes(app, admin);
  nodeRoutes(app, admin);
  passwordRoutes(app);
  // An employee's department is a membership column (it cannot be a foreign key: the departments table is
  // built after the core tables): the engine refuses to delete a department employees still belong to.
  if (app.ctx.registry.get(DEPARTMENT_RESOURCE)) {
    app.ctx.registry.addReference(DEPARTMENT_RESOURCE, {
      table: 'memberships',
      column: 'department_id',
      plural: 'employees',
      singular: 'employee',
    });
  }
  app.ctx.organizations.addSeeder(administrationSeeder(app.ctx.permissions));
  app.addHook('onReady', async () => {
    const seeded = await backfillAdministration(app.ctx.db, app.ctx.permissions);
    if (seeded) app.log.info(`Gave ${seeded} organisation(s) created before user management its roles, templates and main node`);
  });
}
