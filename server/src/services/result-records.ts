import { amendmentsOf, resultRows, resultRowsById, type AmendmentRow, type ResultRow } from '../repositories/result-repository.ts';

type Executor = Parameters<typeof resultRows>[0];

/** A result as the API answers it (docs/api-contract.md, "Results"). */
export function resultRecord(row: ResultRow, amendments: AmendmentRow[]) {
  return {
    id: row.id,
    visitId: row.visitId,
    sampleId: row.sampleId,
    sampleBarcode: row.sampleBarcode,
    sampleStatus: row.sampleStatus,
    itemId: row.itemId,
    analyteId: row.analyteId,
    code: row.code,
    name: row.name,
    departmentId: row.departmentId,
    department: row.department,
    resultType: row.resultType,
    decimals: row.decimals,
    choices: row.choices,
    unit: row.unit,
    rangeText: row.rangeText ?? '',
    value: row.value,
    flag: row.flag,
    isCritical: row.isCritical,
    status: row.status,
    comment: row.comment,
    enteredAt: row.enteredAt,
    enteredBy: row.enteredBy,
    verifiedAt: row.verifiedAt,
    verifiedBy: row.verifiedBy,
    amendments: amendments.map(({ resultId: _, ...a }) => a),
    version: row.version,
  };
}

export type ResultRecord = ReturnType<typeof resultRecord>;

/** Records of rows with their amendments (already read, in order). */
export function resultRecords(rows: ResultRow[], amendments: AmendmentRow[]): ResultRecord[] {
  const byResult = new Map<string, AmendmentRow[]>();
  for (const a of amendments) byResult.set(a.resultId, [...(byResult.get(a.resultId) ?? []), a]);
  return rows.map((r) => resultRecord(r, byResult.get(r.id) ?? []));
}

async function withAmendments(db: Executor, orgId: string, rows: ResultRow[]): Promise<ResultRecord[]> {
  return resultRecords(
    rows,
    await amendmentsOf(
      db,
      orgId,
      rows.map((r) => r.id),
    ),
  );
}

/** Every result record of a visit, in report order. */
export async function visitResultRecords(db: Executor, orgId: string, visitId: string): Promise<ResultRecord[]> {
  return withAmendments(db, orgId, await resultRows(db, orgId, visitId));
}

export async function resultRecordsById(db: Executor, orgId: string, ids: string[]): Promise<ResultRecord[]> {
  const rows = await resultRowsById(db, orgId, ids);
  const order = new Map(ids.map((id, i) => [id, i]));
  return withAmendments(
    db,
    orgId,
    rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!),
  );
}
