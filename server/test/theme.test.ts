/**
 * /api/theme (spec §7): a member's saved themes within their organisation, the theme they wear, the
 * organisation's default, and the validation that keeps stored styles to colours, lengths and font stacks.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createOrgWithAdmin, databases, PASSWORD, startApp, type Client, type TestApp } from './helpers.ts';

const styles = (primary = '#d04f99') => ({
  light: { primary, 'primary-foreground': '#ffffff', radius: '0.5rem', 'font-sans': 'Poppins, sans-serif', 'shadow-opacity': '0.1' },
  dark: { primary: 'oklch(0.7 0.1 200)', background: 'hsl(200 30% 10%)', 'letter-spacing': '0.025em' },
});
const payload = (name: string, primary?: string) => ({
  name,
  styles: styles(primary),
  currentMode: 'light',
  hslAdjustments: { hueShift: 10, saturationScale: 1, lightnessScale: 1 },
});

describe.each(databases)('/api/theme on $name', ({ url }) => {
  let t: TestApp;
  let admin: Client;
  let desk: Client;
  let deskUserId: string;
  let other: Client;

  beforeAll(async () => {
    t = await startApp(url);
    const a = await createOrgWithAdmin(t.app, 'theme-a');
    admin = a.client;
    const user = await t.app.ctx.organizations.addMember(
      a.org.id,
      { email: 'desk@theme-a.lab', firstName: 'Dee', lastName: 'Sk', password: PASSWORD },
      ['Front desk'],
    );
    deskUserId = user.id;
    desk = client(t.app, await t.app.ctx.tokens.sign({ userId: user.id, orgId: a.org.id }), 'theme-a.localhost');
    other = (await createOrgWithAdmin(t.app, 'theme-b')).client;
  });
  afterAll(() => t?.close());

  it('creates a theme the member then wears, and reads it back by id', async () => {
    const created = await desk.post('/api/theme', payload('Front desk pink'));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Front desk pink', userId: deskUserId, styles: styles(), currentMode: 'light' });
    expect(created.body.hslAdjustments.hueShift).toBe(10);
    const list = await desk.get('/api/theme');
    expect(list.status).toBe(200);
    expect(list.body.data).toMatchObject({ source: 'own', id: created.body.id, styles: styles() });
    expect(list.body.data.styles.light.primary).toBe('#d04f99');
    expect((await desk.get(`/api/theme/${created.body.id}`)).body).toEqual(created.body);
  });

  it("names a theme 'Custom Theme' by default and refuses a blank name", async () => {
    const unnamed = await desk.post('/api/theme', { styles: styles() });
    expect(unnamed.status).toBe(201);
    expect(unnamed.body).toMatchObject({ name: 'Custom Theme', currentMode: 'light', hslAdjustments: { hueShift: 0 } });
    const blank = await desk.post('/api/theme', { ...payload('   ') });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({
      error: 'Theme name cannot be empty',
      details: [{ field: 'name', message: 'Theme name cannot be empty' }],
    });
    const renamed = await desk.put(`/api/theme/${unnamed.body.id}`, { ...payload('') });
    expect(renamed.status).toBe(400);
    expect(renamed.body.error).toBe('Theme name cannot be empty');
  });

  it.each([
    ['an unknown token', { light: { 'font-size': '12px' }, dark: {} }],
    ['CSS in a colour', { light: { primary: 'red; } body { display: none' }, dark: {} }],
    ['a url() for a colour', { light: { background: 'url(https://evil.example/x.png)' }, dark: {} }],
    ['CSS in a font stack', { light: { 'font-sans': 'Inter; } * { color: red' }, dark: {} }],
    ['an expression for a length', { light: { radius: 'calc(100vw)' }, dark: {} }],
    ['an opacity above 1', { light: { 'shadow-opacity': '1.5' }, dark: {} }],
    ['a value too long', { light: { 'font-mono': `${'A'.repeat(199)}, monospace` }, dark: {} }],
    ['a missing dark set', { light: {} }],
    ['a number for a value', { light: { primary: 12 }, dark: {} }],
  ])('refuses %s (400) and stores nothing', async (_label, bad) => {
    const before = await desk.get('/api/theme');
    const res = await desk.post('/api/theme', { name: 'Bad', styles: bad });
    expect(res.status).toBe(400);
    expect(res.body.status).toBe(400);
    expect((await desk.get('/api/theme')).body.total).toBe(before.body.total);
  });

  it('accepts the four colour formats, lengths with px/rem/em and quoted font families', async () => {
    const res = await desk.post('/api/theme', {
      name: 'Formats',
      styles: {
        light: {
          primary: '#1565C0',
          secondary: 'rgb(21, 101, 192)',
          accent: 'rgba(29,161,242,0.15)',
          muted: 'hsl(325.78 58.18% 56.86% / 0.5)',
          card: 'oklch(0.63 0.19 23.03)',
          'font-serif': 'ui-serif, Georgia, Cambria, "Times New Roman", Times, serif',
          'font-mono': "'Fira Code', monospace",
          'shadow-offset-x': '0',
          'shadow-spread': '-2px',
          'letter-spacing': '0.5px',
          spacing: '0.25rem',
        },
        dark: { 'letter-spacing': '0em' },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });

  it('pages the list by 10 from page 1, newest change first', async () => {
    const pager = (await createOrgWithAdmin(t.app, 'theme-pages')).client;
    for (let i = 1; i <= 12; i++) expect((await pager.post('/api/theme', payload(`Theme ${i}`))).status).toBe(201);
    const first = await pager.get('/api/theme');
    expect(first.body).toMatchObject({ page: 1, perPage: 10, total: 12 });
    expect(first.body.items.map((x: { name: string }) => x.name)).toEqual(Array.from({ length: 10 }, (_, i) => `Theme ${12 - i}`));
    const second = await pager.get('/api/theme?page=2');
    expect(second.body.items.map((x: { name: string }) => x.name)).toEqual(['Theme 2', 'Theme 1']);
    expect((await pager.get('/api/theme?page=3')).body).toMatchObject({ items: [], total: 12 });
    expect((await pager.get('/api/theme?page=1&perPage=5')).body.items).toHaveLength(5);
    expect((await pager.get('/api/theme?page=0')).status).toBe(400);
    expect((await pager.get('/api/theme?perPage=51')).status).toBe(400);
  });

  it("keeps another member's themes invisible (404) and another organisation's a 404", async () => {
    const mine = (await desk.post('/api/theme', payload('Mine'))).body;
    const adminList = await admin.get('/api/theme');
    expect(adminList.body.items.map((x: { id: string }) => x.id)).not.toContain(mine.id);
    for (const who of [admin, other]) {
      expect((await who.get(`/api/theme/${mine.id}`)).status).toBe(404);
      expect((await who.put(`/api/theme/${mine.id}`, payload('Taken'))).status).toBe(404);
      expect((await who.delete(`/api/theme/${mine.id}`)).status).toBe(404);
      expect((await who.put('/api/theme/current', { themeId: mine.id })).status).toBe(404);
    }
    expect((await other.get('/api/theme')).body.items).toEqual([]);
    expect((await desk.get(`/api/theme/${mine.id}`)).body.name).toBe('Mine');
  });

  it("updates and deletes the member's own theme, and the one they wear follows", async () => {
    const a = (await desk.post('/api/theme', payload('A'))).body;
    const b = (await desk.post('/api/theme', payload('B'))).body;
    expect((await desk.get('/api/theme')).body.data.id).toBe(b.id);
    const updated = await desk.put(`/api/theme/${a.id}`, payload('A2', '#000000'));
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: a.id, name: 'A2', createdAt: a.createdAt });
    expect(updated.body.updatedAt > a.updatedAt).toBe(true);
    expect((await desk.get('/api/theme')).body.data).toMatchObject({ id: a.id, name: 'A2' });
    const deleted = await desk.delete(`/api/theme/${a.id}`);
    expect(deleted.body.id).toBe(a.id);
    expect((await desk.get(`/api/theme/${a.id}`)).status).toBe(404);
    const { rows } = await sql<{
      action: string;
    }>`select action from audit_log where resource = 'theme' and record_id = ${a.id} order by id`.execute(t.app.ctx.db);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
  });

  it("gives every member without a theme of their own the organisation's default, set by an administrator", async () => {
    const chosen = (await admin.post('/api/theme', payload('Lab look', '#0d47a1'))).body;
    expect((await desk.put('/api/theme/organisation-default', { themeId: chosen.id })).status).toBe(403);
    const set = await admin.put('/api/theme/organisation-default', { themeId: chosen.id });
    expect(set.status).toBe(200);
    expect(set.body.organisationDefault).toMatchObject({ name: 'Lab look', themeId: chosen.id });

    const newcomer = await createMemberClient('new@theme-a.lab');
    const seen = await newcomer.get('/api/theme');
    expect(seen.body.data).toMatchObject({ source: 'organisation', id: null, name: 'Lab look' });
    expect(seen.body.data.styles.light.primary).toBe('#0d47a1');
    expect(seen.body.items).toEqual([]);

    // a member who wears their own keeps it, and can go back to the default
    await desk.post('/api/theme', payload('Desk own'));
    expect((await desk.get('/api/theme')).body.data).toMatchObject({ source: 'own', name: 'Desk own' });
    expect((await desk.put('/api/theme/current', { themeId: null })).body.data.source).toBe('organisation');
    // the default is a copy: deleting the administrator's theme leaves it in place
    await admin.delete(`/api/theme/${chosen.id}`);
    expect((await newcomer.get('/api/theme')).body.data).toMatchObject({ name: 'Lab look' });
    expect((await admin.put('/api/theme/organisation-default', { themeId: null })).body.organisationDefault).toBeNull();
    expect((await newcomer.get('/api/theme')).body.data).toBeNull();
    // another organisation never sees it
    expect((await other.get('/api/theme')).body.organisationDefault).toBeNull();
  });

  async function createMemberClient(email: string) {
    const orgId = (await sql<{ id: string }>`select id from organizations where slug = 'theme-a'`.execute(t.app.ctx.db)).rows[0].id;
    const user = await t.app.ctx.organizations.addMember(orgId, { email, firstName: 'N', lastName: 'Ew', password: PASSWORD }, [
      'Technician',
    ]);
    return client(t.app, await t.app.ctx.tokens.sign({ userId: user.id, orgId }), 'theme-a.localhost');
  }
});
