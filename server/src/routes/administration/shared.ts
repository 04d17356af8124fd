import type { FastifyReply } from 'fastify';
import { sendPage } from '../resources.ts';
import type { RouteAccess } from '../../context.ts';
import type { ListParams } from '../../schema/list-query.ts';

/** Pieces every administration route file uses: the list parameters, ids, and read-only echoes of a record. */

export const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } as const;

export const uuid = { type: 'string', format: 'uuid' } as const;
export const nullableUuid = { type: ['string', 'null'], format: 'uuid' } as const;
export const PERMISSION_PATTERN = '^[a-z][A-Za-z0-9-]*\\.[a-z][A-Za-z0-9-]*$';
export const permissionList = { type: 'array', maxItems: 5000, items: { type: 'string', pattern: PERMISSION_PATTERN } } as const;
export const version = { type: 'integer', minimum: 1, title: 'Version' } as const;

/** The record as read may be sent back whole (react-admin does): its read-only parts are accepted and ignored. */
export const readOnly = (...names: string[]) => Object.fromEntries(names.map((n) => [n, {}]));

/** An update body: every writable field optional, the version the screen read required. */
export function updateSchema(properties: Record<string, unknown>, readOnlyNames: string[]) {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['version'],
    properties: { ...properties, ...readOnly('id', 'createdAt', 'updatedAt', ...readOnlyNames), version },
  };
}

export const access = (resource: string, action: string, labels: Record<string, string> = {}): RouteAccess => ({
  permission: { resource, action },
  labels,
});

export type ListRequest = { Querystring: ListParams };
export type IdRequest = { Params: { id: string } };

/** A page of a bespoke list, with the Content-Range header of the generated lists. */
export const sendList = (reply: FastifyReply, name: string, offset: number, page: { rows: unknown[]; total: number }) =>
  sendPage(reply, name, offset, page.rows, page.total);
