import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminPassword: string | undefined;
  jwtSecret: string;
  tokenTtlSeconds: number;
  clerkJwtKey: string | undefined;
  clerkSecretKey: string | undefined;
  clerkAuthorizedParties: string[];
  supportEmail: string;
  logLevel: string;
  resourcesDir: string;
  staticDir: string;
  appDomain: string | undefined;
  corsOrigins: string[];
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function fail(name: string, rule: string, value: string): never {
  throw new ConfigError(`Invalid configuration: ${name} ${rule} (got '${value}')`);
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) fail(name, `must be an integer between ${min} and ${max}`, raw);
  return n;
}

/** "8h", "30m", "45s", "2d" or plain seconds. */
export function parseDuration(name: string, raw: string): number {
  const m = /^(\d+)\s*([smhd]?)$/.exec(raw.trim());
  if (!m) fail(name, 'must be a duration such as 8h, 30m or 3600', raw);
  const unit = { '': 1, s: 1, m: 60, h: 3600, d: 86400 }[m[2] as '' | 's' | 'm' | 'h' | 'd'];
  const seconds = Number(m[1]) * unit;
  if (seconds < 1) fail(name, 'must be at least one second', raw);
  return seconds;
}

function databaseUrl(env: Env): string | undefined {
  const raw = env.DATABASE_URL;
  if (!raw) return undefined;
  if (!/^postgres(ql)?:\/\/.+/.test(raw)) fail('DATABASE_URL', 'must be a postgres:// or postgresql:// URL', raw);
  return raw;
}

/** The signing secret is generated once and kept in the data directory, so tokens survive restarts. */
function jwtSecret(env: Env, dataDir: string): string {
  const given = env.JWT_SECRET;
  if (given !== undefined && given !== '') {
    if (given.length < 32) fail('JWT_SECRET', 'must be at least 32 characters', '…');
    return given;
  }
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const dataDir = path.resolve(cwd, env.DATA_DIR || './data');
  const logLevel = env.LOG_LEVEL || 'info';
  if (!LOG_LEVELS.includes(logLevel)) fail('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}`, logLevel);
  const supportEmail = env.SUPPORT_EMAIL || 'support@labdesk.local';
  if (!EMAIL.test(supportEmail)) fail('SUPPORT_EMAIL', 'must be an e-mail address', supportEmail);
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (adminPassword !== undefined && adminPassword.length < 8) fail('ADMIN_PASSWORD', 'must be at least 8 characters', '…');
  const clerkJwtKey = env.CLERK_JWT_KEY || undefined;
  if (clerkJwtKey && !clerkJwtKey.includes('BEGIN PUBLIC KEY')) fail('CLERK_JWT_KEY', 'must be a PEM public key', clerkJwtKey.slice(0, 20) + '…');
  const clerkSecretKey = env.CLERK_SECRET_KEY || undefined;
  if (clerkSecretKey && !/^sk_(test|live)_\w+/.test(clerkSecretKey)) fail('CLERK_SECRET_KEY', 'must start with sk_test_ or sk_live_', '…');
  const appDomain = env.APP_DOMAIN || undefined;
  if (appDomain && !/^[a-z0-9.-]+$/i.test(appDomain)) fail('APP_DOMAIN', 'must be a host name', appDomain);
  const list = (raw: string | undefined) => (raw ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const databaseUrlValue = databaseUrl(env);
  return {
    port: integer(env, 'PORT', 8080, 0, 65535),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: databaseUrlValue,
    adminPassword,
    jwtSecret: jwtSecret(env, dataDir),
    tokenTtlSeconds: env.TOKEN_TTL ? parseDuration('TOKEN_TTL', env.TOKEN_TTL) : 8 * 3600,
    clerkJwtKey,
    clerkSecretKey,
    clerkAuthorizedParties: list(env.CLERK_AUTHORIZED_PARTIES),
    supportEmail,
    logLevel,
    resourcesDir: path.resolve(cwd, env.RESOURCES_DIR || './resources'),
    staticDir: path.resolve(cwd, env.STATIC_DIR || './dist'),
    appDomain: appDomain?.toLowerCase(),
    corsOrigins: list(env.CORS_ORIGINS),
  };
}

export const isClerkMode = (config: Config) => Boolean(config.clerkJwtKey || config.clerkSecretKey);
