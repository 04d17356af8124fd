/** Expenses for tests, recorded through the API as the accountant records them. */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { type Client, type Json } from './helpers.ts';
import { idOf } from './lookup.ts';
import type { LabOrg } from './visit-fixtures.ts';

export interface ExpenseIds {
  reagents: string;
  rent: string;
  salaries: string;
  cash: string;
  upi: string;
}

export async function expenseIds(c: Client): Promise<ExpenseIds> {
  const category = (name: string) => idOf(c, '/api/masters/expenseCategory', { name });
  return {
    reagents: await category('Reagents'),
    rent: await category('Rent'),
    salaries: await category('Salaries'),
    cash: await idOf(c, '/api/masters/paymentModes', { name: 'Cash' }),
    upi: await idOf(c, '/api/masters/paymentModes', { name: 'UPI' }),
  };
}

/** A valid body for POST /api/expense: reagents paid in cash at the organisation's collection centre. */
export const expenseBody = (org: LabOrg, ids: ExpenseIds, over: Json = {}): Json => ({
  date: '2026-10-05',
  categoryId: ids.reagents,
  nodeId: org.ids.centre,
  paymentModeId: ids.cash,
  amount: 1200,
  vendor: 'Acme Diagnostics',
  description: 'CBC reagent pack',
  referenceNo: 'INV-1001',
  ...over,
});

export async function createExpense(c: Client, body: Json, status = 201): Promise<Json> {
  const res = await c.post('/api/expense', body);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body;
}

export async function setThreshold(c: Client, approvalThreshold: number | null): Promise<void> {
  const res = await c.put('/api/settings/expense', { approvalThreshold });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** PUT the receipt's raw bytes with a declared type, as the SPA uploads a file. */
export async function uploadReceipt(app: FastifyInstance, who: { token: string; host: string }, id: string, type: string, bytes: Buffer) {
  const res = await app.inject({
    method: 'PUT',
    url: `/api/expense/${id}/receipt?name=${encodeURIComponent('till slip.png')}`,
    headers: { host: who.host, authorization: `Bearer ${who.token}`, 'content-type': type },
    payload: bytes,
  });
  return { status: res.statusCode, body: res.json() as Json };
}

/** The smallest valid PNG (1×1 transparent pixel). */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
