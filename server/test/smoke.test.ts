import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrgWithAdmin, databases, startApp, type TestApp } from './helpers.ts';

describe.each(databases)('smoke on $name', ({ url }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(url);
  });
  afterAll(() => t.close());

  it('lists seeded units of a new organisation', async () => {
    const { client } = await createOrgWithAdmin(t.app, 'smoke');
    const res = await client.get('/api/masters/unit');
    expect(res.status).toBe(200);
    expect(res.headers['content-range']).toMatch(/^unit 0-\d+\/\d+$/);
    expect(res.body.map((u: { name: string }) => u.name)).toContain('mg/dL');
  });
});
