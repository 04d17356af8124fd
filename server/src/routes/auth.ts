import { SignInInput } from '../../../contract/administration.ts';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { tokenIdOf } from '../auth/principal-cache.ts';
import { orgSlugFromHost } from '../auth/host.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { isClerkMode } from '../config.ts';
import { principalOf } from '../context.ts';
import { AppError, badRequest, forbidden } from '../errors.ts';
import { countRecentFailures, findUserByEmail, organizationsOf, recordFailure, revokeToken } from '../repositories/auth-repository.ts';
import { bearer } from '../plugins/access.ts';

const MAX_FAILURES_PER_MINUTE = 10;
const WRONG_CREDENTIALS = 'Invalid e-mail or password';

export async function authRoutes(app: FastifyInstance) {
  const { config, db, tokens } = app.ctx;

  app.get(
    '/api/auth/config',
    {
      config: { public: true },
      schema: { tags: ['auth'], summary: 'How the SPA signs in (local or Clerk) and whom to ask for help' },
    },
    async () => ({ mode: isClerkMode(config) ? 'clerk' : 'local', supportEmail: config.supportEmail, appDomain: config.appDomain ?? null }),
  );

  app.post<{ Body: SignInInput }>(
    '/api/auth/sign-in',
    {
      config: { public: true, labels: { email: 'E-mail', password: 'Password' } },
      schema: { tags: ['auth'], summary: 'Sign in with e-mail and password (local mode)', body: SignInInput },
    },
    async (req) => {
      if (isClerkMode(config)) throw badRequest('Sign-in is handled by Clerk in this installation');
      const email = req.body.email.trim().toLowerCase();
      const failures = await countRecentFailures(db, req.ip, email);
      if (failures.byIp >= MAX_FAILURES_PER_MINUTE || failures.byEmail >= MAX_FAILURES_PER_MINUTE) {
        throw new AppError(429, 'Too many failed sign-in attempts; wait a minute and try again');
      }
      const user = await findUserByEmail(db, email);
      const ok = await verifyPassword(req.body.password, user?.password_hash);
      if (!user || !ok) {
        await recordFailure(db, req.ip, email);
        throw new AppError(401, WRONG_CREDENTIALS);
      }
      if (!user.is_active) throw forbidden('This account has been deactivated; ask your administrator');
      const organizations = await organizationsOf(db, user.id);
      if (organizations.length === 0) throw forbidden('This account does not belong to any organisation');
      // On an organisation's host the token is for that organisation; elsewhere for the user's first one.
      const hostSlug = orgSlugFromHost(req.headers.host, config.appDomain);
      const org = organizations.find((o) => o.slug === hostSlug) ?? organizations[0];
      const token = await tokens.sign({ userId: user.id, orgId: org.id });
      return {
        token,
        user: { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName },
        organizations,
        mustChangePassword: user.must_change_password,
      };
    },
  );

  app.get(
    '/api/auth/me',
    {
      config: { authenticated: true, beforePasswordChange: true },
      schema: { tags: ['auth'], summary: 'The signed-in user, organisations, active organisation and permissions' },
    },
    async (req) => {
      const p = principalOf(req);
      return {
        user: p.user,
        organizations: await organizationsOf(db, p.user.id),
        organization: p.organization,
        roles: p.roles,
        permissions: p.permissions,
        isAdmin: p.isAdmin,
        mustChangePassword: p.mustChangePassword,
        nodeIds: p.nodeIds,
      };
    },
  );

  app.post(
    '/api/auth/sign-out',
    {
      config: { authenticated: true, beforePasswordChange: true },
      schema: { tags: ['auth'], summary: 'Sign out: the token is refused from now on, by every server process' },
    },
    async (req, reply) => {
      const token = bearer(req)!;
      const exp = decodeJwt(token).exp;
      // A token without an expiry (none of ours) is remembered for the longest a session of ours lasts.
      const expiresAt = new Date(exp ? exp * 1000 : Date.now() + config.tokenTtlSeconds * 1000);
      await revokeToken(db, { id: tokenIdOf(token), orgId: principalOf(req).organization.id, expiresAt });
      return reply.code(204).send();
    },
  );
}
