import { sql, type RawBuilder, type SqlBool } from 'kysely';

/** What node scoping needs of a member: `Principal` has it (`nodeIds`, empty = every node). */
export interface NodeScoped {
  isAdmin?: boolean;
  nodeIds: readonly string[];
}

/**
 * The condition that keeps a query to the nodes (sites) a member works at, for repositories of
 * node-bound records (visits, samples): `.where(nodeScope(principal, 'visits.node_id'))`.
 *
 * A member assigned to no node sees every node, and so does an administrator (whatever their assignment):
 * scoping narrows a front desk or a phlebotomist to their centre, it must never hide records from the
 * person who manages the organisation. Records without a node are hidden from a scoped member.
 */
export function nodeScope(who: NodeScoped, column: string): RawBuilder<SqlBool> {
  if (who.isAdmin || who.nodeIds.length === 0) return sql<SqlBool>`true`;
  return sql<SqlBool>`${sql.ref(column)} = any(${[...who.nodeIds]}::uuid[])`;
}

/** The node ids a member is limited to, or undefined when they see every node (for code that filters in memory). */
export const scopedNodeIds = (who: NodeScoped): readonly string[] | undefined =>
  who.isAdmin || who.nodeIds.length === 0 ? undefined : who.nodeIds;
