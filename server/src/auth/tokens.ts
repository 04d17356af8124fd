import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  userId: string;
  orgId: string;
}

const MAX_VERIFIED = 10_000;

export class TokenService {
  private readonly key: Uint8Array;
  private readonly verified = new Map<string, { claims: TokenClaims; expiresAt: number }>();

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(claims: TokenClaims, ttlSeconds = this.ttlSeconds): Promise<string> {
    return (
      new SignJWT({ org: claims.orgId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setIssuer('labdesk')
        .setIssuedAt()
        // Two sign-ins in the same second get different tokens, so signing one out leaves the other.
        .setJti(randomUUID())
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(this.key)
    );
  }

  /** The claims of a valid token, or undefined when it is malformed, forged or expired. */
  async verify(token: string): Promise<TokenClaims | undefined> {
    // A token once verified stays good until it expires (a sign-out is the database's to say: PrincipalCache).
    const known = this.verified.get(token);
    if (known && known.expiresAt > Date.now()) return known.claims;
    if (known) this.verified.delete(token);
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: 'labdesk', algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.org !== 'string') return undefined;
      const claims = { userId: payload.sub, orgId: payload.org };
      if (this.verified.size >= MAX_VERIFIED) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, { claims, expiresAt: (payload.exp ?? 0) * 1000 });
      return claims;
    } catch (e) {
      if (e instanceof errors.JOSEError) return undefined;
      throw e;
    }
  }
}
