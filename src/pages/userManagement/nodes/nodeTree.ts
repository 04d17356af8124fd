import type { NodeRecord, NodeType } from '../../../providers/adminCalls';

import { NODE_TYPES } from '../../../../contract/nodeCsv';

export { NODE_TYPES };

/** Where each kind of site may sit: a main laboratory at the top, a branch under one, a centre under either. */
export const PARENT_TYPES: Record<NodeType, readonly NodeType[]> = {
    'main-lab': [],
    branch: ['main-lab'],
    'collection-centre': ['main-lab', 'branch'],
};

/** The type a new node under `parent` most likely has. */
export const childTypeOf = (parent: NodeType): NodeType => (parent === 'main-lab' ? 'branch' : 'collection-centre');

export interface NodeBranch {
    node: NodeRecord;
    children: NodeBranch[];
}

const rank = (type: NodeType) => NODE_TYPES.indexOf(type);
const byTypeThenName = (a: NodeBranch, b: NodeBranch) =>
    rank(a.node.type) - rank(b.node.type) || a.node.name.localeCompare(b.node.name);

/** Nests the flat list by `parentId`; a node whose parent is not in the list is shown at the top. */
export const buildTree = (nodes: readonly NodeRecord[]): NodeBranch[] => {
    const branches = new Map(nodes.map(node => [String(node.id), { node, children: [] as NodeBranch[] }]));
    const roots: NodeBranch[] = [];
    for (const branch of branches.values()) {
        const parent = branch.node.parentId ? branches.get(branch.node.parentId) : undefined;
        (parent ? parent.children : roots).push(branch);
    }
    const sort = (list: NodeBranch[]) => {
        list.sort(byTypeThenName);
        list.forEach(branch => sort(branch.children));
        return list;
    };
    return sort(roots);
};

const matches = (node: NodeRecord, q: string) =>
    [node.code, node.name, node.address, node.phone].some(value => value?.toLowerCase().includes(q));

/** The nodes matching `q` (code, name, address, phone) with their ancestors, so each match is seen where it sits. */
export const filterTree = (roots: readonly NodeBranch[], query: string): NodeBranch[] => {
    const q = query.trim().toLowerCase();
    if (q === '') return [...roots];
    return roots.flatMap(branch => {
        const children = filterTree(branch.children, q);
        return matches(branch.node, q) || children.length > 0 ? [{ node: branch.node, children }] : [];
    });
};

/** The ids of a node's sub-nodes, at any depth. */
export const descendantIds = (nodes: readonly NodeRecord[], id: string): Set<string> => {
    const found = new Set<string>();
    const walk = (parentId: string) => {
        for (const node of nodes) {
            if (node.parentId === parentId && !found.has(String(node.id))) {
                found.add(String(node.id));
                walk(String(node.id));
            }
        }
    };
    walk(id);
    return found;
};

/** The nodes a node of `type` may be placed under; a node being edited cannot go under itself or its sub-nodes. */
export const validParents = (nodes: readonly NodeRecord[], type: NodeType, selfId?: string): NodeRecord[] => {
    const excluded = selfId ? descendantIds(nodes, selfId).add(selfId) : new Set<string>();
    return nodes
        .filter(node => PARENT_TYPES[type].includes(node.type) && !excluded.has(String(node.id)))
        .sort((a, b) => rank(a.type) - rank(b.type) || a.name.localeCompare(b.name));
};

/** Every node id of the tree that has sub-nodes (what "collapse all" folds). */
export const parentIds = (roots: readonly NodeBranch[]): string[] =>
    roots.flatMap(branch => (branch.children.length ? [String(branch.node.id), ...parentIds(branch.children)] : []));
