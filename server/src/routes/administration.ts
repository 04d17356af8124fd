import type { FastifyInstance } from 'fastify';

/**
 * User management of spec §2 and §7: employees, roles, permissions, resources, permission templates,
 * categories, nodes and departments. Each module registers its permission resources and actions.
 */
export async function administrationRoutes(_app: FastifyInstance) {}
