import { EXPENSE_RECEIPT_MAX, type EXPENSE_RECEIPT_TYPES } from '../../../contract/expense.ts';
import { inTransaction, type Db } from '../db/database.ts';
import { AppError, badRequest, notFound } from '../errors.ts';
import { writeAudit } from '../repositories/audit-repository.ts';
import type { Principal } from '../repositories/auth-repository.ts';
import { lockExpense, readReceipt, removeReceipt, saveReceipt } from '../repositories/expense-repository.ts';
import { sniffImageType } from './document-images.ts';
import { EXPENSE_RESOURCE, lockedConflict } from './expense-service.ts';

type ReceiptType = (typeof EXPENSE_RECEIPT_TYPES)[number];

/** What the bytes really are (the declared type is not trusted): a PNG, JPEG or WebP photo, or a PDF. */
export function sniffReceiptType(bytes: Buffer): ReceiptType | undefined {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  const image = sniffImageType(bytes);
  return image === 'image/gif' ? undefined : image;
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
const KINDS = 'a PNG, JPEG or WebP photo, or a PDF';

/** A file name fit for a header and a screen: no path, no control characters, at most 120 characters. */
export const receiptName = (raw: string | undefined, type: ReceiptType) => {
  const base = (raw ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/\p{Cc}|"/gu, '')
    .trim();
  return base.slice(0, 120) || `receipt.${type === 'application/pdf' ? 'pdf' : type.slice(6)}`;
};

/** Writes the receipt of an entry that is not approved, in one transaction with its audit row (after: the file, or null). */
async function changeReceipt(db: Db, p: Principal, id: string, write: (trx: Db) => Promise<unknown>, after: unknown) {
  return inTransaction(db, async (trx) => {
    const stored = await lockExpense(trx, p.organization.id, p, id);
    if (!stored) throw notFound('Expense not found');
    if (stored.status === 'approved') throw lockedConflict(stored);
    await write(trx);
    const audit = { orgId: p.organization.id, userId: p.user.id, resource: EXPENSE_RESOURCE, recordId: id };
    await writeAudit(trx, { ...audit, action: 'receipt', before: null, after });
  });
}

/** Attaches (or replaces) the receipt of an entry that is not yet approved. */
export async function attachReceipt(db: Db, p: Principal, id: string, declaredType: string, name: string | undefined, bytes: unknown) {
  // a JSON or form body is parsed before it gets here: a receipt comes as the file's own bytes
  if (!Buffer.isBuffer(bytes)) {
    throw new AppError(
      415,
      `Send the receipt as the file itself (${KINDS})`,
      [{ field: 'receipt', message: `Only ${KINDS}` }],
      'Unsupported receipt',
    );
  }
  if (bytes.length > EXPENSE_RECEIPT_MAX) {
    const message = `The receipt is ${mb(bytes.length)}; at most ${mb(EXPENSE_RECEIPT_MAX)} can be stored`;
    throw new AppError(413, message, [], 'Receipt too large');
  }
  const type = sniffReceiptType(bytes);
  if (!type) throw badRequest(`A receipt must be ${KINDS}`, [{ field: 'receipt', message: `Only ${KINDS}` }]);
  if (type !== declaredType.split(';')[0].trim().toLowerCase()) {
    throw badRequest(`The file is ${type}, not ${declaredType}`, [{ field: 'receipt', message: `The file is ${type}` }]);
  }
  const file = { name: receiptName(name, type), contentType: type, bytes };
  const after = { name: file.name, contentType: type, size: bytes.length };
  return changeReceipt(db, p, id, (trx) => saveReceipt(trx, p.organization.id, p.user.id, id, file), after);
}

export const detachReceipt = (db: Db, p: Principal, id: string) =>
  changeReceipt(db, p, id, (trx) => removeReceipt(trx, p.organization.id, p.user.id, id), null);

export async function fetchReceipt(db: Db, p: Principal, id: string) {
  const receipt = await readReceipt(db, p.organization.id, p, id);
  if (!receipt) throw notFound('This expense has no receipt');
  return receipt;
}
