/**
 * The node CSV (bulk creation of nodes): its columns, the header spellings a spreadsheet may use and how a
 * cell becomes a value. The SPA's preview and the server's reader both go through these, so they agree.
 * Plain functions, no schema library: the SPA imports them at run time.
 */
export const NODE_CSV_COLUMNS = ['code', 'name', 'type', 'parentCode', 'address', 'phone', 'isActive'] as const;
export type NodeCsvColumn = (typeof NODE_CSV_COLUMNS)[number];

/** The columns a node CSV cannot do without. */
export const REQUIRED_NODE_CSV_COLUMNS = ['code', 'name', 'type'] as const;

/** Header spellings, compared without case, spaces or punctuation. */
const HEADER_ALIASES: Record<string, NodeCsvColumn> = {
  code: 'code',
  nodecode: 'code',
  name: 'name',
  nodename: 'name',
  type: 'type',
  nodetype: 'type',
  parent: 'parentCode',
  parentcode: 'parentCode',
  address: 'address',
  phone: 'phone',
  phonenumber: 'phone',
  telephone: 'phone',
  active: 'isActive',
  isactive: 'isActive',
};

/** The column a header cell names, or undefined when it names none. */
export const nodeCsvColumn = (header: string): NodeCsvColumn | undefined => HEADER_ALIASES[header.toLowerCase().replace(/[^a-z0-9]/g, '')];

const TRUE = new Set(['yes', 'y', 'true', '1', 'active']);
const FALSE = new Set(['no', 'n', 'false', '0', 'inactive']);

/** A trimmed cell as the API takes it: in `isActive`, yes/no (and the like) read as true/false. */
export function nodeCsvCellValue(column: NodeCsvColumn, value: string): string | boolean {
  if (column !== 'isActive') return value;
  const word = value.toLowerCase();
  return TRUE.has(word) ? true : FALSE.has(word) ? false : value;
}

/** The kinds of node, from the top of the tree down. */
export const NODE_TYPES = ['main-lab', 'branch', 'collection-centre'] as const;

/** The English names of a node's fields (and of the CSV's parentCode): the server's messages and the SPA's labels. */
export const NODE_FIELD_LABELS = {
  code: 'Code',
  name: 'Name',
  type: 'Type',
  parentId: 'Parent',
  parentCode: 'Parent code',
  address: 'Address',
  phone: 'Phone',
  isActive: 'Active',
};
