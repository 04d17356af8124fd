import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorBody } from '../../../contract/common.ts';
import { CurrentThemeBody, OrganisationDefaultBody, SavedTheme, ThemeList, ThemeListQuery, ThemePayload } from '../../../contract/theme.ts';
import { THEME_PAGE_SIZE } from '../../../contract/themeRules.ts';
import { actorOf } from '../context.ts';
import * as themes from '../services/theme-service.ts';

const TAGS = ['Themes'];
const IdParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } } as const;
const errors = { 400: ErrorBody, 404: ErrorBody };
const member = (req: FastifyRequest) => {
  const { orgId, userId } = actorOf(req);
  return { orgId, userId };
};
type IdReq = FastifyRequest<{ Params: { id: string } }>;

/**
 * Saved themes (spec §7): each member's own, within their organisation; another member's theme is a 404.
 * Reading the list is open to every member (it holds only their own themes and the organisation's default,
 * which every member wears until they pick one); writing needs the theme permissions.
 */
export async function themeRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  app.ctx.permissions.register({
    resource: 'theme',
    label: 'Themes',
    category: 'Appearance',
    actions: ['list', 'show', 'create', 'edit', 'delete', 'set-default'],
  });

  app.get<{ Querystring: ThemeListQuery }>(
    '/api/theme',
    {
      config: { authenticated: true },
      schema: {
        tags: TAGS,
        summary: "A page of the member's themes (page from 1, perPage 10) and, in data, the theme they wear",
        querystring: ThemeListQuery,
        response: { 200: ThemeList },
      },
    },
    async (req) => themes.listThemes(db, member(req), Number(req.query.page ?? 1), Number(req.query.perPage ?? THEME_PAGE_SIZE)),
  );

  app.post<{ Body: ThemePayload }>(
    '/api/theme',
    {
      config: { permission: { resource: 'theme', action: 'create' } },
      schema: {
        tags: TAGS,
        summary: 'Saves a new theme; the member wears it',
        body: ThemePayload,
        response: { 201: SavedTheme, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await themes.createTheme(db, member(req), req.body)),
  );

  app.put<{ Body: CurrentThemeBody }>(
    '/api/theme/current',
    {
      config: { permission: { resource: 'theme', action: 'edit' } },
      schema: {
        tags: TAGS,
        summary: "Wears one of the member's themes, or (null) the organisation's default",
        body: CurrentThemeBody,
        response: { 200: ThemeList, ...errors },
      },
    },
    async (req) => themes.chooseCurrent(db, member(req), req.body.themeId),
  );

  app.put<{ Body: OrganisationDefaultBody }>(
    '/api/theme/organisation-default',
    {
      config: { permission: { resource: 'theme', action: 'set-default' } },
      schema: {
        tags: TAGS,
        summary: "Makes one of the caller's themes the organisation's default (null: none)",
        body: OrganisationDefaultBody,
        response: { 200: ThemeList, ...errors },
      },
    },
    async (req) => themes.setOrganisationDefault(db, member(req), req.body.themeId),
  );

  app.get(
    '/api/theme/:id',
    {
      config: { permission: { resource: 'theme', action: 'show' } },
      schema: { tags: TAGS, summary: "One of the member's themes", params: IdParams, response: { 200: SavedTheme, ...errors } },
    },
    async (req: IdReq) => themes.getTheme(db, member(req), req.params.id),
  );

  app.put<{ Params: { id: string }; Body: ThemePayload }>(
    '/api/theme/:id',
    {
      config: { permission: { resource: 'theme', action: 'edit' } },
      schema: {
        tags: TAGS,
        summary: "Changes one of the member's themes; the member wears it",
        params: IdParams,
        body: ThemePayload,
        response: { 200: SavedTheme, ...errors },
      },
    },
    async (req) => themes.updateTheme(db, member(req), req.params.id, req.body),
  );

  app.delete(
    '/api/theme/:id',
    {
      config: { permission: { resource: 'theme', action: 'delete' } },
      schema: { tags: TAGS, summary: "Deletes one of the member's themes", params: IdParams, response: { 200: SavedTheme, ...errors } },
    },
    async (req: IdReq) => themes.deleteTheme(db, member(req), req.params.id),
  );
}
