import { describe, expect, it } from 'vitest';
import type { NodeRecord, NodeType } from '../../../providers/adminCalls';
import { buildTree, descendantIds, filterTree, parentIds, validParents, type NodeBranch } from './nodeTree';

const node = (id: string, type: NodeType, parentId: string | null, name = id): NodeRecord => ({
    id,
    code: id.toUpperCase(),
    name,
    type,
    parentId,
    address: null,
    phone: null,
    isActive: true,
    version: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
});

const nodes = [
    node('cc2', 'collection-centre', 'br', 'Zeta centre'),
    node('main', 'main-lab', null, 'Main laboratory'),
    node('br', 'branch', 'main', 'North branch'),
    node('cc1', 'collection-centre', 'main', 'Airport centre'),
    node('lost', 'collection-centre', 'gone', 'Orphan centre'),
];

const names = (roots: NodeBranch[]): unknown[] =>
    roots.map(b => (b.children.length ? [b.node.name, names(b.children)] : b.node.name));

describe('the node tree', () => {
    it('nests by parent, branches before centres, then by name; a node with an unknown parent is at the top', () => {
        expect(names(buildTree(nodes))).toEqual([
            ['Main laboratory', [['North branch', ['Zeta centre']], 'Airport centre']],
            'Orphan centre',
        ]);
    });

    it('a search keeps each match under its ancestors and drops what does not match', () => {
        expect(names(filterTree(buildTree(nodes), 'zeta'))).toEqual([
            ['Main laboratory', [['North branch', ['Zeta centre']]]],
        ]);
        expect(names(filterTree(buildTree(nodes), 'CC1'))).toEqual([['Main laboratory', ['Airport centre']]]);
        expect(filterTree(buildTree(nodes), 'nothing like it')).toEqual([]);
        expect(filterTree(buildTree(nodes), '  ')).toHaveLength(2);
    });

    it('offers as parents only the types that may hold the node, never itself or its sub-nodes', () => {
        expect(validParents(nodes, 'main-lab')).toEqual([]);
        expect(validParents(nodes, 'branch').map(n => n.id)).toEqual(['main']);
        expect(validParents(nodes, 'collection-centre').map(n => n.id)).toEqual(['main', 'br']);
        expect(validParents(nodes, 'collection-centre', 'main').map(n => n.id)).toEqual([]);
        expect([...descendantIds(nodes, 'main')].sort()).toEqual(['br', 'cc1', 'cc2']);
    });

    it('lists the nodes that have sub-nodes', () => {
        expect(parentIds(buildTree(nodes))).toEqual(['main', 'br']);
    });
});
