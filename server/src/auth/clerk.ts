import { verifyToken } from '@clerk/backend';
import type { Config } from '../config.ts';

/** What a verified Clerk session token (default claims or our `admin` template) says about its bearer. */
export interface ClerkIdentity {
  userId: string;
  email?: string;
  firstName: string;
  lastName: string;
  org?: { id: string; slug?: string; name?: string; role?: string };
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

export function identityFromClaims(claims: Record<string, unknown>): ClerkIdentity | undefined {
  const userId = str(claims.sub);
  if (!userId) return undefined;
  // Session tokens v2 carry the active organisation under `o`; v1 and custom templates use org_* claims.
  const o = (claims.o ?? {}) as Record<string, unknown>;
  const orgId = str(o.id) ?? str(claims.org_id);
  return {
    userId,
    email: str(claims.email) ?? str(claims.primary_email_address) ?? str(claims.email_address),
    firstName: str(claims.first_name) ?? str(claims.given_name) ?? '',
    lastName: str(claims.last_name) ?? str(claims.family_name) ?? '',
    org: orgId
      ? { id: orgId, slug: str(o.slg) ?? str(claims.org_slug), name: str(claims.org_name), role: str(o.rol) ?? str(claims.org_role) }
      : undefined,
  };
}

/** Verifies a Clerk session token: networkless with CLERK_JWT_KEY, via Clerk's JWKS with CLERK_SECRET_KEY. */
export async function verifyClerkToken(config: Config, token: string): Promise<ClerkIdentity | undefined> {
  let claims: unknown;
  try {
    // verifyToken answers the claims and throws on a bad, forged or expired token.
    claims = await verifyToken(token, {
      jwtKey: config.clerkJwtKey,
      secretKey: config.clerkJwtKey ? undefined : config.clerkSecretKey,
      authorizedParties: config.clerkAuthorizedParties.length ? config.clerkAuthorizedParties : undefined,
    });
  } catch {
    return undefined;
  }
  return typeof claims === 'object' && claims !== null ? identityFromClaims(claims as Record<string, unknown>) : undefined;
}
