import type { FastifyRequest } from 'fastify';
import type { PrincipalCache } from './auth/principal-cache.ts';
import type { TokenService } from './auth/tokens.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { Principal } from './repositories/auth-repository.ts';
import type { ResourceRegistry } from './schema/registry.ts';
import type { OrganizationService } from './services/organization-service.ts';
import type { ResourceService } from './services/resource-service.ts';
import type { PermissionRegistry } from './permissions.ts';

export interface Permission {
  resource: string;
  action: string;
}

/**
 * What a route needs: nothing (public), a signed-in member (authenticated), or a permission.
 * A resolver reads the request (e.g. ?data=<resource>) and may answer null for "any member".
 */
export interface RouteAccess {
  public?: boolean;
  authenticated?: boolean;
  permission?: Permission | ((req: FastifyRequest) => Permission | null);
  /** open to a member who must still replace a one-time password (who am I, change password) */
  beforePasswordChange?: boolean;
  /** a body field that carries the bearer token when the caller cannot send an Authorization header (EmailJS's user_id) */
  tokenInBody?: string;
  /** field labels, so validation messages name fields the way the screen does */
  labels?: Record<string, string>;
}

export interface AppContext {
  config: Config;
  db: Db;
  registry: ResourceRegistry;
  resources: ResourceService;
  organizations: OrganizationService;
  tokens: TokenService;
  /** members' principals, checked against the database's auth stamp on every request */
  principals: PrincipalCache;
  permissions: PermissionRegistry;
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: every route's config gains RouteAccess
  interface FastifyContextConfig extends RouteAccess {}
  interface FastifyInstance {
    ctx: AppContext;
    /** every route as registered, with its access declaration (the route walk test reads it) */
    routeTable: { method: string; url: string; access: RouteAccess }[];
  }
  interface FastifyRequest {
    principal?: Principal;
  }
}

/** The signed-in member of a request; routes behind `authenticated` or a permission always have one. */
export function principalOf(req: FastifyRequest): Principal {
  if (!req.principal) throw new Error('principalOf() used on a public route');
  return req.principal;
}

export const actorOf = (req: FastifyRequest) => {
  const p = principalOf(req);
  return { orgId: p.organization.id, userId: p.user.id };
};
