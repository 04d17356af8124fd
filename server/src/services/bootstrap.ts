import type { FastifyInstance } from 'fastify';
import { generatePassword } from '../auth/passwords.ts';
import { findOrganization } from '../repositories/organization-repository.ts';
import { addDemoHistory, type DemoHistorySummary } from './demo-history.ts';
import { ADMIN_ROLE } from './organization-service.ts';
import { addDemoCollectionCentre } from './visit-setup.ts';

export const DEMO_ORG = { slug: 'demo', name: 'Demo Diagnostics' };
export const DEMO_ADMIN = { email: 'admin@demo.lab', firstName: 'Demo', lastName: 'Administrator' };

/**
 * First start: the demo laboratory and its administrator, and (unless DEMO_HISTORY=0) about 90 days of
 * history (demo-history.ts). Later starts find it and change nothing.
 * Answers the administrator's password when it was generated, so the caller can print it once.
 */
export async function ensureDemoOrganization(
  app: FastifyInstance,
): Promise<{ created: boolean; password?: string; history?: DemoHistorySummary }> {
  const { organizations, config } = app.ctx;
  // Deactivated (`npm run org -- deactivate`) still counts: it keeps its slug and its data.
  if (await findOrganization(app.ctx.db, DEMO_ORG.slug)) return { created: false };
  const org = await organizations.create(DEMO_ORG);
  const password = config.adminPassword ?? generatePassword();
  await organizations.addMember(org.id, { ...DEMO_ADMIN, password }, [ADMIN_ROLE]);
  await addDemoCollectionCentre(app.ctx.db, org.id);
  // Only the demo organisation, only on its first start; new organisations start empty.
  const history = config.demoHistory ? await addDemoHistory(app.ctx.db, org.id) : undefined;
  return { created: true, password: config.adminPassword ? undefined : password, history };
}
