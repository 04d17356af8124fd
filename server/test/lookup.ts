import { expect } from 'vitest';
import { listQuery, type Client, type Json } from './helpers.ts';

/** The one record a filter finds (a seeded master row by name, an analyte by code). */
export async function findOne(c: Client, path: string, filter: Record<string, unknown>): Promise<Json> {
  const res = await c.get(`${path}${listQuery({ filter, range: [0, 1] })}`);
  expect(res.status, `${path} ${JSON.stringify(filter)}`).toBe(200);
  expect(res.body, `${path} ${JSON.stringify(filter)}`).toHaveLength(1);
  return res.body[0];
}

export const idOf = async (c: Client, path: string, filter: Record<string, unknown>): Promise<string> =>
  (await findOne(c, path, filter)).id;
