/** Two organisations made by the organisation service on one server: see the suite for what it proves. */
import { createOrgWithAdmin } from './helpers.ts';
import { describeTenantIsolation } from './tenant-isolation-suite.ts';

describeTenantIsolation('tenant isolation', async ({ app }) => [
  await createOrgWithAdmin(app, 'tenant-a'),
  await createOrgWithAdmin(app, 'tenant-b'),
]);
