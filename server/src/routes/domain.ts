import type { FastifyInstance } from 'fastify';

/**
 * The laboratory's bespoke routes and resource hooks (patients, referrals, catalogue, price lists…),
 * registered after the generated routes. Each module registers its permission resources and actions.
 */
export async function domainRoutes(_app: FastifyInstance) {}
