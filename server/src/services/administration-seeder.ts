import type { Db } from '../db/database.ts';
import type { PermissionRegistry } from '../permissions.ts';
import { findRoleIdByName, insertRoleRow, setRolePermissions } from '../repositories/role-repository.ts';
import { claimTemplateSeed, insertTemplate, organizationsWithoutTemplates, templateNames } from '../repositories/template-repository.ts';
import { countNodes, insertNode } from '../repositories/node-repository.ts';
import { ADMIN_ROLE, type OrganizationSeeder } from './organization-service.ts';
import { expandPatterns, SEED_ROLES } from './seed-roles.ts';

/**
 * What user management gives a new organisation: the job roles beside the Administrator role, the same seven
 * as permission templates, and its main laboratory as the first node of the tree. A role or template whose
 * name is taken is left as it is (an organisation created before user management may have made its own).
 */
export function administrationSeeder(registry: PermissionRegistry): OrganizationSeeder {
  return async (trx, org) => {
    const registered = registry.list();
    const all = registered.flatMap((r) => r.actions.map((a) => `${r.resource}.${a}`)).sort();
    const templates = await templateNames(trx, org.id);
    const template = async (name: string, description: string, permissions: string[]) => {
      if (!templates.has(name.toLowerCase())) await insertTemplate(trx, org.id, { name, description, permissions, isSystem: true });
    };
    await template(ADMIN_ROLE, 'Every permission (as the Administrator role holds them)', all);
    for (const role of SEED_ROLES) {
      const permissions = expandPatterns(role.patterns, registered);
      if (!(await findRoleIdByName(trx, org.id, role.name))) {
        const id = await insertRoleRow(trx, org.id, {
          name: role.name,
          description: role.description,
          isAdmin: role.isAdmin,
          isSystem: true,
        });
        await setRolePermissions(trx, id, permissions);
      }
      await template(role.name, role.description, permissions);
    }
    if ((await countNodes(trx, org.id)) === 0) {
      await insertNode(trx, org.id, null, {
        code: 'MAIN',
        name: 'Main laboratory',
        type: 'main-lab',
        parentId: null,
        address: null,
        phone: null,
        isActive: true,
      });
    }
  };
}

/**
 * Organisations created before user management existed (no permission template at all) get its seed at
 * start, once; several servers starting together take turns through an advisory lock.
 */
export async function backfillAdministration(db: Db, registry: PermissionRegistry): Promise<number> {
  const seed = administrationSeeder(registry);
  let done = 0;
  for (const org of await organizationsWithoutTemplates(db)) {
    await db.transaction().execute(async (trx) => {
      if (!(await claimTemplateSeed(trx, org.id))) return;
      await seed(trx, { ...org, adminRoleId: '' });
      done++;
    });
  }
  return done;
}
