/** Administration shapes both sides read (docs/api-contract.md, "Administration"). */

/** A permission resource with its actions (GET /api/resource). */
export interface PermissionResourceRecord {
  id: string;
  resource: string;
  label: string;
  category: string;
  categoryId: string;
  /** every action: the ones code registers and the organisation's own */
  actions: string[];
  /** registered by LabDesk's code: cannot be changed or deleted */
  builtIn: boolean;
  version: number;
}
