/**
 * Nodes: the laboratory's sites as a tree (no cycles), created one by one or in bulk from a list or a
 * CSV (all or nothing, with a per-row report), and the node scoping that later modules use.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../src/db/administration-types.ts';
import { loadPrincipal } from '../src/repositories/auth-repository.ts';
import { nodeScope, scopedNodeIds } from '../src/repositories/node-scope.ts';
import { createOrgWithAdmin, databases, listQuery, startApp, type TestApp } from './helpers.ts';
import { auditCount, auditOf, idByName, memberWith, SOME_UUID } from './administration-helpers.ts';

type Org = Awaited<ReturnType<typeof createOrgWithAdmin>>;
const CYCLE = 'A node cannot be placed under itself or one of its own sub-nodes';

describe.each(databases)('nodes on $name', ({ url }) => {
  let t: TestApp;
  let A: Org;
  let main: string;
  const nodeCount = async () =>
    (await adminDb(t.app.ctx.db).selectFrom('nodes').select('id').where('org_id', '=', A.org.id).execute()).length;
  const create = (node: Record<string, unknown>) => A.client.post('/api/cluster', [node]);

  beforeAll(async () => {
    t = await startApp(url);
    A = await createOrgWithAdmin(t.app, 'nodes');
    main = await idByName(A.client, '/api/cluster', 'Main laboratory');
  });
  afterAll(() => t?.close());

  describe('the tree', () => {
    it('starts with the main laboratory and creates a node from an array of one', async () => {
      expect((await A.client.get(`/api/cluster/${main}`)).body).toMatchObject({
        code: 'MAIN',
        type: 'main-lab',
        parentId: null,
        isActive: true,
      });
      const res = await create({
        code: 'BR-N',
        name: 'North branch',
        type: 'branch',
        parentId: main,
        address: '12 Hill Road',
        phone: '+91 22 1234 5678',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(String),
        code: 'BR-N',
        name: 'North branch',
        type: 'branch',
        parentId: main,
        address: '12 Hill Road',
        phone: '+91 22 1234 5678',
        isActive: true,
        version: 1,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect((await auditOf(t.app, A.org.id, 'cluster', res.body.id)).map((a) => a.action)).toEqual(['create']);
      const plain = await A.client.post('/api/cluster', {
        code: 'CC-N1',
        name: 'North collection 1',
        type: 'collection-centre',
        parentId: res.body.id,
      });
      expect(plain.status).toBe(201);
      expect(plain.body.type).toBe('collection-centre');
    });

    it('refuses bad nodes with per-field details, and saves nothing', async () => {
      const before = await nodeCount();
      const bad = await create({ code: '', name: 'X', type: 'moon-base', phone: 'call me', colour: 'red' });
      expect(bad.status).toBe(400);
      expect(bad.body.details.map((d: { field: string }) => d.field).sort()).toEqual(['code', 'colour', 'phone', 'type']);
      expect(bad.body.details).toContainEqual({ field: 'type', message: 'Type must be one of: main-lab, branch, collection-centre' });
      expect((await A.client.post('/api/cluster', [])).body.error).toMatch(/^Send one node/);
      expect(
        (
          await A.client.post('/api/cluster', [
            { code: 'A', name: 'A', type: 'branch' },
            { code: 'B', name: 'B', type: 'branch' },
          ])
        ).status,
      ).toBe(400);
      expect((await create({ code: 'X1', name: 'X', type: 'branch', parentId: SOME_UUID })).body.details).toEqual([
        { field: 'parentId', message: 'The parent node does not exist' },
      ]);
      const taken = await create({ code: 'br-n', name: 'Again', type: 'branch' });
      expect(taken.status).toBe(409);
      expect(taken.body.error).toBe("Node code 'br-n' already exists");
      expect(await nodeCount()).toBe(before);
    });

    it('refuses a move that would make a cycle', async () => {
      const north = await idByName(A.client, '/api/cluster', 'North branch');
      const cc = await idByName(A.client, '/api/cluster', 'North collection 1');
      const record = (await A.client.get(`/api/cluster/${north}`)).body;
      const under = await A.client.put(`/api/cluster/${north}`, { ...record, parentId: cc });
      expect(under.status).toBe(400);
      expect(under.body.details).toEqual([{ field: 'parentId', message: CYCLE }]);
      expect((await A.client.put(`/api/cluster/${north}`, { version: record.version, parentId: north })).body.details).toEqual([
        { field: 'parentId', message: CYCLE },
      ]);
      const rootUnder = await A.client.put(`/api/cluster/${main}`, { version: 1, parentId: cc });
      expect(rootUnder.body.details).toEqual([{ field: 'parentId', message: CYCLE }]);
      expect((await A.client.get(`/api/cluster/${north}`)).body.parentId).toBe(main);
      // a legal move, then a stale version
      const moved = await A.client.put(`/api/cluster/${cc}`, { version: 1, parentId: main, name: 'Central collection' });
      expect(moved.body).toMatchObject({ parentId: main, name: 'Central collection', version: 2 });
      expect((await A.client.put(`/api/cluster/${cc}`, { version: 1, name: 'Old' })).status).toBe(409);
    });

    it('lists by parent (null = top level), type and search', async () => {
      const top = await A.client.get(`/api/cluster${listQuery({ filter: { parentId: null } })}`);
      expect(top.body.map((n: { code: string }) => n.code)).toEqual(['MAIN']);
      const children = await A.client.get(`/api/cluster${listQuery({ filter: { parentId: main }, sort: ['code', 'ASC'] })}`);
      expect(children.body.map((n: { code: string }) => n.code)).toEqual(['BR-N', 'CC-N1']);
      expect(
        (await A.client.get(`/api/cluster${listQuery({ filter: { type: 'branch' } })}`)).body.map((n: { code: string }) => n.code),
      ).toEqual(['BR-N']);
      expect(
        (await A.client.get(`/api/cluster${listQuery({ filter: { q: 'hill road' } })}`)).body.map((n: { code: string }) => n.code),
      ).toEqual(['BR-N']);
      expect((await A.client.get(`/api/cluster${listQuery({ filter: { type: 'moon' } })}`)).status).toBe(400);
    });

    it('deletes a leaf, refuses a node with sub-nodes', async () => {
      const leaf = (await create({ code: 'TMP', name: 'Temporary', type: 'collection-centre', parentId: main })).body;
      const refused = await A.client.delete(`/api/cluster/${main}`);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe("Node 'Main laboratory' has 3 sub-nodes; move or delete them first");
      expect((await A.client.delete(`/api/cluster/${leaf.id}`)).status).toBe(200);
      expect((await A.client.get(`/api/cluster/${leaf.id}`)).status).toBe(404);
    });
  });

  describe('bulk creation', () => {
    it('creates every node of a list, parents named by code in any order, in one go', async () => {
      const res = await A.client.post('/api/cluster/bulk-create', {
        nodes: [
          { code: 'CC-S1', name: 'South collection 1', type: 'collection-centre', parentCode: 'BR-S' },
          { code: 'BR-S', name: 'South branch', type: 'branch', parentCode: 'main' },
          { code: 'CC-S2', name: 'South collection 2', type: 'collection-centre', parentCode: 'BR-S', isActive: false },
        ],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.count).toBe(3);
      expect(res.body.nodes.map((n: { code: string }) => n.code)).toEqual(['CC-S1', 'BR-S', 'CC-S2']);
      const south = res.body.nodes[1];
      expect(south.parentId).toBe(main);
      expect(res.body.nodes[0].parentId).toBe(south.id);
      expect(res.body.nodes[2]).toMatchObject({ parentId: south.id, isActive: false });
    });

    it("saves nothing when any row is bad, and reports every row's problems", async () => {
      const [nodes, audit] = [await nodeCount(), await auditCount(t.app, A.org.id)];
      const res = await A.client.post('/api/cluster/bulk-create', {
        nodes: [
          { code: 'OK-1', name: 'Fine', type: 'branch' },
          { code: 'BR-S', name: 'Taken code', type: 'branch' },
          { code: 'OK-2', name: '', type: 'space-station', phone: 'x' },
          { code: 'OK-1', name: 'Twice', type: 'branch' },
          { code: 'LOOP-A', name: 'A', type: 'branch', parentCode: 'LOOP-B' },
          { code: 'LOOP-B', name: 'B', type: 'branch', parentCode: 'LOOP-A' },
          { code: 'ORPHAN', name: 'O', type: 'branch', parentCode: 'NOWHERE' },
          { code: 'BOTH', name: 'Both', type: 'branch', parentCode: 'MAIN', parentId: main },
        ],
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('7 rows have problems; nothing was saved');
      expect(res.body.details).toEqual(
        expect.arrayContaining([
          { row: 2, field: 'code', message: "Code 'BR-S' already exists" },
          { row: 3, field: 'name', message: 'Name is required' },
          { row: 3, field: 'type', message: 'Type must be one of: main-lab, branch, collection-centre' },
          { row: 3, field: 'phone', message: 'Phone has an invalid format' },
          { row: 4, field: 'code', message: "Code 'OK-1' is already used by row 1" },
          { row: 5, field: 'parentCode', message: 'Rows 5, 6 name each other as parents' },
          { row: 6, field: 'parentCode', message: 'Rows 5, 6 name each other as parents' },
          { row: 7, field: 'parentCode', message: "Parent 'NOWHERE' is neither an existing node nor a row of this list" },
          { row: 8, field: 'parentCode', message: 'Give the parent by code or by id, not both' },
        ]),
      );
      expect(res.body.details.every((d: { row: number }) => d.row !== 1)).toBe(true);
      expect(await nodeCount()).toBe(nodes);
      expect(await auditCount(t.app, A.org.id)).toBe(audit);
    });

    it('reads a pasted CSV: quotes, semicolons, spreadsheet headers, yes/no', async () => {
      const csv =
        '\uFEFFNode code;Name;Type;Parent;Address;Active\r\n' +
        'CC-E1;"East collection; gate 2";Collection centre;MAIN;"Line one\nLine two";yes\r\n' +
        '\r\n' +
        'CC-E2;"The ""new"" one";collection_center;CC-E1;;no\r\n';
      const res = await A.client.post('/api/cluster/bulk-create', { csv });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.nodes).toEqual([
        expect.objectContaining({
          code: 'CC-E1',
          name: 'East collection; gate 2',
          type: 'collection-centre',
          parentId: main,
          address: 'Line one\nLine two',
          isActive: true,
        }),
        expect.objectContaining({ code: 'CC-E2', name: 'The "new" one', type: 'collection-centre', isActive: false, address: null }),
      ]);
    });

    it('reports CSV problems with row and line, and saves nothing', async () => {
      const before = await nodeCount();
      const csv =
        'code,name,type,parentCode,isActive\nW-1,West,branch,MAIN,yes\n"W-2","Two\nlines",branch,MAIN,maybe\nW-1,Again,branch,,\n';
      const res = await A.client.post('/api/cluster/bulk-create', { csv });
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual([
        { row: 2, line: 3, field: 'isActive', message: 'Active must be yes or no' },
        { row: 3, line: 5, field: 'code', message: "Code 'W-1' is already used by row 1" },
      ]);
      const header = await A.client.post('/api/cluster/bulk-create', { csv: 'code,title,type\nX,Y,branch\n' });
      expect(header.body.details).toEqual([
        {
          field: 'csv',
          message: "Unknown column 'title' in the header; the columns are code, name, type, parentCode, address, phone, isActive",
        },
        { field: 'csv', message: "The header has no 'name' column" },
      ]);
      expect((await A.client.post('/api/cluster/bulk-create', { csv: '' })).status).toBe(400);
      expect((await A.client.post('/api/cluster/bulk-create', { csv: 'code,name,type\n"X,Y,branch\n' })).body.error).toMatch(
        /^The CSV cannot be read/,
      );
      expect((await A.client.post('/api/cluster/bulk-create', {})).status).toBe(400);
      expect((await A.client.post('/api/cluster/bulk-create', { nodes: [], csv: 'code' })).status).toBe(400);
      expect(await nodeCount()).toBe(before);
    });
  });

  describe('node scoping', () => {
    const visible = async (who: { nodeIds: string[]; isAdmin?: boolean }) =>
      (
        await adminDb(t.app.ctx.db)
          .selectFrom('nodes')
          .select('id')
          .where('org_id', '=', A.org.id)
          .where(nodeScope(who, 'nodes.id'))
          .execute()
      )
        .map((r) => r.id)
        .sort();

    it('keeps a scoped member to their nodes; no nodes, or an administrator, sees every node', async () => {
      const all = (await adminDb(t.app.ctx.db).selectFrom('nodes').select('id').where('org_id', '=', A.org.id).execute())
        .map((r) => r.id)
        .sort();
      const south = await idByName(A.client, '/api/cluster', 'South branch');
      const member = await memberWith(t.app, A.org, 'scoped@nodes.lab', ['sample.list']);
      const record = (await A.client.get(`/api/emp/${member.id}`)).body;
      expect((await A.client.put(`/api/emp/${member.id}`, { version: record.version, nodeIds: [south, main] })).status).toBe(200);

      const principal = (await loadPrincipal(t.app.ctx.db, member.id, A.org.id))!;
      expect(principal.nodeIds.sort()).toEqual([main, south].sort());
      expect((await member.client.get('/api/auth/me')).body.nodeIds.sort()).toEqual([main, south].sort());
      expect(await visible(principal)).toEqual([main, south].sort());
      expect(scopedNodeIds(principal)).toEqual(principal.nodeIds);

      expect(await visible({ nodeIds: [] })).toEqual(all);
      expect(scopedNodeIds({ nodeIds: [] })).toBeUndefined();
      expect(await visible({ nodeIds: [south], isAdmin: true })).toEqual(all);
      expect(await visible({ nodeIds: [SOME_UUID] })).toEqual([]);
    });
  });
});
