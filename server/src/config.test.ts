import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, isClerkMode, loadConfig, parseDuration } from './config.ts';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'labdesk-config-'));

/** loadConfig in a scratch working directory, so the generated secret never lands in the repository. */
function load(env: Record<string, string | undefined> = {}, cwd = tempDir()) {
  return loadConfig(env, cwd);
}

function refusal(env: Record<string, string | undefined>): string {
  try {
    load(env);
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as Error).message;
  }
  throw new Error(`expected ${JSON.stringify(env)} to be refused`);
}

describe('loadConfig', () => {
  it('has working defaults', () => {
    const cwd = tempDir();
    const config = load({}, cwd);
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.join(cwd, 'data'),
      databaseUrl: undefined,
      adminPassword: undefined,
      tokenTtlSeconds: 8 * 3600,
      clerkJwtKey: undefined,
      clerkSecretKey: undefined,
      clerkAuthorizedParties: [],
      supportEmail: 'support@labdesk.local',
      logLevel: 'info',
      resourcesDir: path.join(cwd, 'resources'),
      staticDir: path.join(cwd, 'dist'),
      appDomain: undefined,
      corsOrigins: [],
    });
    expect(path.isAbsolute(config.dataDir)).toBe(true);
    expect(isClerkMode(config)).toBe(false);
  });

  it('reads the variables it is given', () => {
    const cwd = tempDir();
    const config = load({
      PORT: '3000', HOST: '127.0.0.1', DATA_DIR: 'store', DATABASE_URL: 'postgresql://u@db:5432/lab', ADMIN_PASSWORD: 'long enough',
      TOKEN_TTL: '30m', SUPPORT_EMAIL: 'help@lab.example', LOG_LEVEL: 'warn', APP_DOMAIN: 'Lab.Example.com',
      CORS_ORIGINS: 'https://a.example, https://b.example,', CLERK_AUTHORIZED_PARTIES: 'https://app.example',
    }, cwd);
    expect(config).toMatchObject({
      port: 3000, host: '127.0.0.1', dataDir: path.join(cwd, 'store'), databaseUrl: 'postgresql://u@db:5432/lab',
      adminPassword: 'long enough', tokenTtlSeconds: 1800, supportEmail: 'help@lab.example', logLevel: 'warn',
      appDomain: 'lab.example.com', corsOrigins: ['https://a.example', 'https://b.example'], clerkAuthorizedParties: ['https://app.example'],
    });
  });

  it.each([
    ['PORT', 'abc'], ['PORT', '70000'], ['PORT', '-1'], ['PORT', '80.5'],
    ['DATABASE_URL', 'mysql://root@localhost/lab'], ['DATABASE_URL', 'localhost:5432'],
    ['LOG_LEVEL', 'verbose'],
    ['TOKEN_TTL', '8 hours'], ['TOKEN_TTL', '0'], ['TOKEN_TTL', '-5m'], ['TOKEN_TTL', '1.5h'],
    ['ADMIN_PASSWORD', 'short'],
    ['SUPPORT_EMAIL', 'not-an-address'],
    ['JWT_SECRET', 'too-short'],
    ['CLERK_JWT_KEY', 'pk_test_abc'],
    ['CLERK_SECRET_KEY', 'secret'],
    ['APP_DOMAIN', 'lab example.com'],
  ])('refuses %s=%s with a one-line ConfigError naming it', (name, value) => {
    const message = refusal({ [name]: value });
    expect(message).toContain(name);
    expect(message).not.toContain('\n');
  });

  it('never repeats a secret in its refusal', () => {
    expect(refusal({ ADMIN_PASSWORD: 'secr3t' })).not.toContain('secr3t');
    expect(refusal({ JWT_SECRET: 'short-jwt-secret' })).not.toContain('short-jwt-secret');
    expect(refusal({ CLERK_SECRET_KEY: 'my-clerk-secret' })).not.toContain('my-clerk-secret');
  });

  it('generates the token secret once in DATA_DIR and reuses it', () => {
    const cwd = tempDir();
    const first = load({ DATA_DIR: 'state' }, cwd);
    const file = path.join(cwd, 'state', 'jwt-secret');
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(file).mode & 0o077).toBe(0);
    const second = load({ DATA_DIR: 'state' }, cwd);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(load({}, tempDir()).jwtSecret).not.toBe(first.jwtSecret);
  });

  it('prefers JWT_SECRET and then writes no file', () => {
    const cwd = tempDir();
    const secret = 'x'.repeat(40);
    expect(load({ JWT_SECRET: secret }, cwd).jwtSecret).toBe(secret);
    expect(existsSync(path.join(cwd, 'data', 'jwt-secret'))).toBe(false);
  });

  it('is in Clerk mode with a Clerk key', () => {
    const pem = '-----BEGIN PUBLIC KEY-----\nMIIB\n-----END PUBLIC KEY-----';
    expect(isClerkMode(load({ CLERK_JWT_KEY: pem }))).toBe(true);
    expect(isClerkMode(load({ CLERK_SECRET_KEY: 'sk_test_abc123' }))).toBe(true);
  });
});

describe('parseDuration', () => {
  it.each([
    ['8h', 28800], ['30m', 1800], ['45s', 45], ['2d', 172800], ['3600', 3600], [' 8h ', 28800], ['8 h', 28800], ['1', 1],
  ])('reads %j as %i seconds', (raw, seconds) => {
    expect(parseDuration('TOKEN_TTL', raw)).toBe(seconds);
  });

  it.each(['', 'h', '8x', '1.5h', '-1', '0', '0s', 'eight hours'])('refuses %j', (raw) => {
    expect(() => parseDuration('TOKEN_TTL', raw)).toThrow(ConfigError);
    expect(() => parseDuration('TOKEN_TTL', raw)).toThrow(/TOKEN_TTL/);
  });
});
