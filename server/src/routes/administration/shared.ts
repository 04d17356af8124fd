import type { FastifyReply } from 'fastify';
import { sendPage } from '../resources.ts';
import type { RouteAccess } from '../../context.ts';
import type { ListParams } from '../../schema/list-query.ts';

/** Pieces every administration route file uses: the list parameters, ids, access and list answers. */

export const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } as const;

export const access = (resource: string, action: string, labels: Record<string, string> = {}): RouteAccess => ({
  permission: { resource, action },
  labels,
});

export type ListRequest = { Querystring: ListParams };
export type IdRequest = { Params: { id: string } };

/** A page of a bespoke list, with the Content-Range header of the generated lists. */
export const sendList = (reply: FastifyReply, name: string, offset: number, page: { rows: unknown[]; total: number }) =>
  sendPage(reply, name, offset, page.rows, page.total);
