import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { identityFromClerk } from '../auth/clerk-members.ts';
import { orgSlugFromHost } from '../auth/host.ts';
import { isClerkMode } from '../config.ts';
import type { RouteAccess } from '../context.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { can } from '../permissions.ts';
import type { Principal } from '../repositories/auth-repository.ts';

export function bearer(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  const m = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return m?.[1];
}

/** The member behind the bearer token, checked against the organisation the Host names. */
async function authenticate(app: FastifyInstance, req: FastifyRequest, token = bearer(req)): Promise<Principal> {
  const { config, tokens, principals } = app.ctx;
  if (!token) throw unauthorized('Please sign in');
  const hostSlug = orgSlugFromHost(req.headers.host, config.appDomain);
  const claims = isClerkMode(config) ? await identityFromClerk(app, token, hostSlug) : await tokens.verify(token);
  if (!claims) throw unauthorized('Your session has expired; please sign in again');
  const principal = await principals.principal(claims.userId, claims.orgId, token);
  if (!principal || !principal.userActive) throw unauthorized('Your account is no longer active in this organisation');
  if (hostSlug && principal.organization.slug !== hostSlug) throw forbidden('This sign-in belongs to another organisation');
  return principal;
}

/**
 * Every /api route declares its access; this hook enforces it before anything else runs.
 * A route that declares nothing is refused (fail closed), and the route-walk test names it.
 */
export const accessPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('routeTable', []);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    if (route.url.startsWith('/api/docs')) route.config = { ...(route.config ?? {}), public: true };
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      app.routeTable.push({ method, url: route.url, access: (route.config ?? {}) as RouteAccess });
    }
  });
  const guarded = (req: FastifyRequest) =>
    req.url.startsWith('/api') && !(req.routeOptions.config as RouteAccess).public && Boolean(req.routeOptions.url);
  const signIn = async (req: FastifyRequest, token?: string) => {
    req.principal = await authenticate(app, req, token);
    // A one-time password opens only the routes that let its holder replace it (local mode: Clerk owns passwords there).
    const access = req.routeOptions.config as RouteAccess;
    if (req.principal.mustChangePassword && !access.beforePasswordChange && !isClerkMode(app.ctx.config)) {
      throw forbidden('Change your password before you continue');
    }
  };
  app.addHook('onRequest', async (req) => {
    if (!guarded(req)) return;
    // A route whose caller cannot send headers (the EmailJS SDK) reads the token from the body, once it is parsed.
    if ((req.routeOptions.config as RouteAccess).tokenInBody && !bearer(req)) return;
    await signIn(req);
  });
  // After the body is parsed (a resolver may read it) and before it is validated: 403 comes before 400.
  app.addHook('preValidation', async (req) => {
    if (!guarded(req)) return;
    const access = req.routeOptions.config as RouteAccess;
    if (!req.principal && access.tokenInBody) {
      const token = (req.body as Record<string, unknown> | null | undefined)?.[access.tokenInBody];
      await signIn(req, typeof token === 'string' ? token : undefined);
    }
    if (!req.principal) return;
    const needed = typeof access.permission === 'function' ? access.permission(req) : access.permission;
    if (needed) {
      if (!can(req.principal, needed.resource, needed.action))
        throw forbidden(`You do not have permission to ${needed.action} ${needed.resource}`);
    } else if (!access.authenticated && access.permission === undefined) {
      throw forbidden('This route declares no permission');
    }
  });
});
