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
      backupDir: undefined,
      backupEverySeconds: 24 * 3600,
      backupKeep: 7,
      workers: 1,
      databasePoolSize: 10,
      trustProxy: false,
    });
    expect(path.isAbsolute(config.dataDir)).toBe(true);
    expect(isClerkMode(config)).toBe(false);
  });

  it('reads the variables it is given', () => {
    const cwd = tempDir();
    const config = load(
      {
        PORT: '3000',
        HOST: '127.0.0.1',
        DATA_DIR: 'store',
        DATABASE_URL: 'postgresql://u@db:5432/lab',
        ADMIN_PASSWORD: 'long enough',
        TOKEN_TTL: '30m',
        SUPPORT_EMAIL: 'help@lab.example',
        LOG_LEVEL: 'warn',
        APP_DOMAIN: 'Lab.Example.com',
        CORS_ORIGINS: 'https://a.example, https://b.example,',
        CLERK_AUTHORIZED_PARTIES: 'https://app.example',
      },
      cwd,
    );
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.join(cwd, 'store'),
      databaseUrl: 'postgresql://u@db:5432/lab',
      adminPassword: 'long enough',
      tokenTtlSeconds: 1800,
      supportEmail: 'help@lab.example',
      logLevel: 'warn',
      appDomain: 'lab.example.com',
      corsOrigins: ['https://a.example', 'https://b.example'],
      clerkAuthorizedParties: ['https://app.example'],
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['PORT', '80.5'],
    ['DATABASE_URL', 'mysql://root@localhost/lab'],
    ['DATABASE_URL', 'localhost:5432'],
    ['LOG_LEVEL', 'verbose'],
    ['TOKEN_TTL', '8 hours'],
    ['TOKEN_TTL', '0'],
    ['TOKEN_TTL', '-5m'],
    ['TOKEN_TTL', '1.5h'],
    ['ADMIN_PASSWORD', 'short'],
    ['SUPPORT_EMAIL', 'not-an-address'],
    ['JWT_SECRET', 'too-short'],
    ['CLERK_JWT_KEY', 'pk_test_abc'],
    ['CLERK_SECRET_KEY', 'secret'],
    ['APP_DOMAIN', 'lab example.com'],
    ['BACKUP_EVERY', '24h'],
    ['BACKUP_KEEP', '0'],
    ['DEMO_HISTORY', 'maybe'],
  ])('refuses %s=%s with a one-line ConfigError naming it', (name, value) => {
    const message = refusal({ [name]: value });
    expect(message).toContain(name);
    expect(message).not.toContain('\n');
  });

  it('reads the backup schedule and keeps BACKUP_DIR out of a PGlite DATA_DIR', () => {
    const cwd = tempDir();
    expect(load({ BACKUP_DIR: 'backups', BACKUP_EVERY: '6h', BACKUP_KEEP: '14' }, cwd)).toMatchObject({
      backupDir: path.join(cwd, 'backups'),
      backupEverySeconds: 6 * 3600,
      backupKeep: 14,
    });
    expect(load({ BACKUP_DIR: '/srv/backups' }).backupEverySeconds).toBe(24 * 3600);
    expect(refusal({ BACKUP_DIR: '/srv/backups', BACKUP_EVERY: '30s' })).toBe(
      "Invalid configuration: BACKUP_EVERY must be at least 1m (got '30s')",
    );
    expect(refusal({ DATA_DIR: 'data', BACKUP_DIR: 'data/backups' })).toBe(
      "Invalid configuration: BACKUP_DIR must not be inside DATA_DIR (got 'data/backups')",
    );
    // PostgreSQL keeps nothing in DATA_DIR but the token secret, so a backup may sit beside it
    expect(load({ DATA_DIR: 'data', BACKUP_DIR: 'data/backups', DATABASE_URL: 'postgres://db/lab' }, cwd).backupDir).toBe(
      path.join(cwd, 'data/backups'),
    );
  });

  it('runs several API processes only on PostgreSQL, with a pool size per process', () => {
    expect(load({ WORKERS: '4', DATABASE_URL: 'postgres://u@db/lab', DATABASE_POOL_SIZE: '5' })).toMatchObject({
      workers: 4,
      databasePoolSize: 5,
    });
    expect(refusal({ WORKERS: '2' })).toBe('Invalid configuration: WORKERS=2 needs PostgreSQL (DATABASE_URL): PGlite is one process');
    expect(load({ WORKERS: '1' }).workers).toBe(1);
    expect(refusal({ WORKERS: '0', DATABASE_URL: 'postgres://u@db/lab' })).toMatch(/WORKERS must be an integer between 1 and 64/);
    expect(refusal({ WORKERS: 'many', DATABASE_URL: 'postgres://u@db/lab' })).toMatch(/WORKERS must be an integer/);
    expect(refusal({ DATABASE_POOL_SIZE: '0' })).toMatch(/DATABASE_POOL_SIZE must be an integer between 1 and 1000/);
  });

  it('reads which proxies to trust for the client address', () => {
    expect(load({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(load({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(load({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1, loopback' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'loopback']);
    expect(refusal({ TRUST_PROXY: 'the balancer' })).toMatch(/TRUST_PROXY must be true, false, a number of proxies/);
    expect(refusal({ TRUST_PROXY: '99' })).toMatch(/TRUST_PROXY must be at most 10 hops/);
  });

  it('makes the demo history unless DEMO_HISTORY is 0', () => {
    expect(load({}).demoHistory).toBe(true);
    expect(load({ DEMO_HISTORY: '1' }).demoHistory).toBe(true);
    expect(load({ DEMO_HISTORY: '0' }).demoHistory).toBe(false);
    expect(load({ DEMO_HISTORY: 'off' }).demoHistory).toBe(false);
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

describe('e-mail settings', () => {
  it('keeps messages locally by default, with the default limits and no hosted account', () => {
    expect(load().email).toEqual({
      smtpUrl: undefined,
      from: undefined,
      timeoutSeconds: 20,
      ratePerMinute: 20,
      ratePerDay: 1000,
      emailjs: undefined,
    });
  });

  it('reads SMTP, the sender, the timeout, the limits and a hosted EmailJS account', () => {
    const email = load({
      SMTP_URL: 'smtps://relay:p%40ss@mail.example.com:465',
      EMAIL_FROM: 'Acme Lab <reports@acme.example>',
      SMTP_TIMEOUT: '45s',
      EMAIL_RATE_PER_MINUTE: '5',
      EMAIL_RATE_PER_DAY: '200',
      EMAILJS_SERVICE_ID: 'service_x1',
      EMAILJS_TEMPLATE_ID: 'template_y2',
      EMAILJS_PUBLIC_KEY: 'AbC-123_xyz',
    }).email;
    expect(email).toEqual({
      smtpUrl: 'smtps://relay:p%40ss@mail.example.com:465',
      from: 'Acme Lab <reports@acme.example>',
      timeoutSeconds: 45,
      ratePerMinute: 5,
      ratePerDay: 200,
      emailjs: { serviceId: 'service_x1', templateId: 'template_y2', publicKey: 'AbC-123_xyz', origin: 'https://api.emailjs.com' },
    });
    expect(load({ SMTP_URL: 'smtp://localhost:25', EMAIL_FROM: 'lab@example.com' }).email.from).toBe('lab@example.com');
  });

  it.each([
    [{ SMTP_URL: 'http://mail.example.com', EMAIL_FROM: 'a@b.co' }, 'SMTP_URL'],
    [{ SMTP_URL: 'mail.example.com:587', EMAIL_FROM: 'a@b.co' }, 'SMTP_URL'],
    [{ SMTP_URL: 'smtp://mail.example.com' }, 'EMAIL_FROM'],
    [{ EMAIL_FROM: 'a@b.co' }, 'SMTP_URL'],
    [{ SMTP_URL: 'smtp://mail.example.com', EMAIL_FROM: 'not an address' }, 'EMAIL_FROM'],
    [{ SMTP_URL: 'smtp://mail.example.com', EMAIL_FROM: 'Lab <a@b.co>\r\nBcc: x@y.z' }, 'EMAIL_FROM'],
    [{ SMTP_TIMEOUT: '10m' }, 'SMTP_TIMEOUT'],
    [{ EMAIL_RATE_PER_MINUTE: '0' }, 'EMAIL_RATE_PER_MINUTE'],
    [{ EMAIL_RATE_PER_DAY: 'lots' }, 'EMAIL_RATE_PER_DAY'],
    [{ EMAILJS_SERVICE_ID: 'service_x1' }, 'EMAILJS_PUBLIC_KEY'],
    [{ EMAILJS_SERVICE_ID: 's', EMAILJS_TEMPLATE_ID: 't', EMAILJS_PUBLIC_KEY: 'has space' }, 'EMAILJS_PUBLIC_KEY'],
    [
      { EMAILJS_SERVICE_ID: 's', EMAILJS_TEMPLATE_ID: 't', EMAILJS_PUBLIC_KEY: 'k', EMAILJS_ORIGIN: 'http://evil.example' },
      'EMAILJS_ORIGIN',
    ],
  ])('refuses %j naming %s', (env, name) => {
    const message = refusal(env);
    expect(message).toContain(name);
    expect(message).not.toContain('\n');
  });

  it('never repeats the SMTP password', () => {
    expect(refusal({ SMTP_URL: 'ftp://relay:hunter2@mail.example.com', EMAIL_FROM: 'a@b.co' })).not.toContain('hunter2');
  });
});

describe('parseDuration', () => {
  it.each([
    ['8h', 28800],
    ['30m', 1800],
    ['45s', 45],
    ['2d', 172800],
    ['3600', 3600],
    [' 8h ', 28800],
    ['8 h', 28800],
    ['1', 1],
  ])('reads %j as %i seconds', (raw, seconds) => {
    expect(parseDuration('TOKEN_TTL', raw)).toBe(seconds);
  });

  it.each(['', 'h', '8x', '1.5h', '-1', '0', '0s', 'eight hours'])('refuses %j', (raw) => {
    expect(() => parseDuration('TOKEN_TTL', raw)).toThrow(ConfigError);
    expect(() => parseDuration('TOKEN_TTL', raw)).toThrow(/TOKEN_TTL/);
  });
});
