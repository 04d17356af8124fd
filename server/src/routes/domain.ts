import type { FastifyInstance } from 'fastify';
import { catalogueRoutes } from './catalogue.ts';
import { patientRoutes } from './patient.ts';
import { priceListRoutes } from './price-list.ts';
import { refferalRoutes } from './refferal.ts';

/**
 * The laboratory's bespoke routes and resource hooks (patients, referrals, catalogue, price lists…),
 * registered after the generated routes. Each module needs its resource files: a server started with
 * another RESOURCES_DIR (the engine's own tests) leaves out the modules whose resources it lacks.
 */
export async function domainRoutes(app: FastifyInstance) {
  const has = (...names: string[]) => names.every((n) => app.ctx.registry.get(n));
  if (has('analyte', 'analyteDept', 'analyteSubDept', 'itemGroup', 'priceList', 'gender', 'period', 'trimesterCategory')) {
    await catalogueRoutes(app);
    await priceListRoutes(app);
  }
  if (has('patient', 'refferal', 'gender', 'patientNamePrefixes')) {
    await patientRoutes(app);
    await refferalRoutes(app);
  }
}
