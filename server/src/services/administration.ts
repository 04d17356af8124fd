import { isClerkMode } from '../config.ts';
import type { AppContext } from '../context.ts';
import { CustomPermissionService } from './custom-permission-service.ts';
import { EmployeeService } from './employee-service.ts';
import { NodeService } from './node-service.ts';
import { PermissionCatalogue } from './permission-catalogue.ts';
import { RoleService } from './role-service.ts';
import { TemplateService } from './template-service.ts';

/** The services of user management, built once at start and shared by its route modules. */
export interface Administration {
  catalogue: PermissionCatalogue;
  roles: RoleService;
  templates: TemplateService;
  employees: EmployeeService;
  nodes: NodeService;
  custom: CustomPermissionService;
}

/** The schema-driven resource that holds the organisation's departments (resources/administration/dept.json). */
export const DEPARTMENT_RESOURCE = 'dept';

export function createAdministration(ctx: AppContext): Administration {
  const catalogue = new PermissionCatalogue(ctx.permissions);
  const roles = new RoleService(ctx.db, catalogue);
  return {
    catalogue,
    roles,
    templates: new TemplateService(ctx.db, catalogue, roles),
    employees: new EmployeeService(ctx.db, {
      clerk: isClerkMode(ctx.config),
      departmentTable: ctx.registry.get(DEPARTMENT_RESOURCE)?.def.table,
    }),
    nodes: new NodeService(ctx.db),
    custom: new CustomPermissionService(ctx.db, catalogue),
  };
}
