import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminPassword: string | undefined;
  /** the demo organisation's first start also makes ~90 days of history (DEMO_HISTORY=0: an empty lab) */
  demoHistory: boolean;
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
  /** where the server writes its own backups; undefined: it takes none (`npm run backup` still works) */
  backupDir: string | undefined;
  backupEverySeconds: number;
  backupKeep: number;
  email: EmailConfig;
  /** API processes `npm start` runs (node:cluster); more than one needs PostgreSQL */
  workers: number;
  /** PostgreSQL connections each process may open */
  databasePoolSize: number;
  /** which proxies in front of LabDesk to believe about the client's address (Fastify's trustProxy) */
  trustProxy: boolean | number | string[];
}

/** How e-mail leaves LabDesk (README, "E-mail"): our SMTP relay, a hosted EmailJS account, or nowhere (kept locally). */
export interface EmailConfig {
  /** smtp:// or smtps:// URL of the mail server the relay delivers through; unset: messages are kept in the outbox */
  smtpUrl: string | undefined;
  /** the From address ("Name <address>" or an address); required with SMTP_URL */
  from: string | undefined;
  /** how long the relay waits for the mail server before it reports the message failed */
  timeoutSeconds: number;
  /** messages (sends and resends) one organisation may send per minute and per day */
  ratePerMinute: number;
  ratePerDay: number;
  /** a hosted EmailJS account: the SPA sends there instead, and the CSP allows its origin */
  emailjs: { serviceId: string; templateId: string; publicKey: string; origin: string } | undefined;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function fail(name: string, rule: string, value: string): never {
  // One line, whatever the value holds.
  const shown = value.replace(/\r/g, '\\r').replace(/\n/g, '\\n');
  throw new ConfigError(`Invalid configuration: ${name} ${rule} (got '${shown}')`);
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

/** Where the data lives, without the side effects of loadConfig (the restore command needs an untouched DATA_DIR). */
export function storageConfig(env: Env = process.env, cwd = process.cwd()): { dataDir: string; databaseUrl: string | undefined } {
  return { dataDir: path.resolve(cwd, env.DATA_DIR || './data'), databaseUrl: databaseUrl(env) };
}

const inside = (dir: string, parent: string) => {
  const rel = path.relative(parent, dir);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

/** BACKUP_DIR, BACKUP_EVERY (default 24h once BACKUP_DIR is set) and BACKUP_KEEP (default 7). */
function backupConfig(env: Env, cwd: string, storage: { dataDir: string; databaseUrl: string | undefined }) {
  const backupDir = env.BACKUP_DIR ? path.resolve(cwd, env.BACKUP_DIR) : undefined;
  if (!backupDir && env.BACKUP_EVERY) fail('BACKUP_EVERY', 'needs BACKUP_DIR (where the backups go)', env.BACKUP_EVERY);
  // A PGlite backup is the data directory: one kept inside it would hold every earlier backup.
  if (backupDir && !storage.databaseUrl && inside(backupDir, storage.dataDir)) {
    fail('BACKUP_DIR', 'must not be inside DATA_DIR', env.BACKUP_DIR ?? '');
  }
  const backupEverySeconds = env.BACKUP_EVERY ? parseDuration('BACKUP_EVERY', env.BACKUP_EVERY) : 24 * 3600;
  if (backupEverySeconds < 60) fail('BACKUP_EVERY', 'must be at least 1m', env.BACKUP_EVERY ?? '');
  return { backupDir, backupEverySeconds, backupKeep: integer(env, 'BACKUP_KEEP', 7, 1, 1000) };
}

/** DEMO_HISTORY: on unless 0/false/off. */
function demoHistory(env: Env): boolean {
  const raw = (env.DEMO_HISTORY ?? '').trim().toLowerCase();
  if (raw === '' || ['1', 'true', 'on', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'off', 'no'].includes(raw)) return false;
  fail('DEMO_HISTORY', 'must be 1 or 0', env.DEMO_HISTORY ?? '');
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

const MAILBOX = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/;

/** "Name <address>" or a bare address. */
export const isFromAddress = (raw: string) => MAILBOX.test(raw) || /^[^<>\r\n]*<[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+>$/.test(raw.trim());

function smtpUrl(env: Env): string | undefined {
  const raw = env.SMTP_URL;
  if (!raw) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  // Never echo a password: the value is shown with it masked.
  const shown = raw.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:…@');
  if (!url || !['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname)
    fail('SMTP_URL', 'must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example.com:587', shown);
  return raw;
}

function emailjsAccount(env: Env): EmailConfig['emailjs'] {
  const keys = { serviceId: env.EMAILJS_SERVICE_ID, templateId: env.EMAILJS_TEMPLATE_ID, publicKey: env.EMAILJS_PUBLIC_KEY };
  const given = Object.values(keys).filter(Boolean).length;
  if (given === 0) return undefined;
  if (given < 3) throw new ConfigError('Invalid configuration: EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID and EMAILJS_PUBLIC_KEY go together');
  for (const [name, value] of Object.entries(keys)) {
    if (!/^[\w-]{1,100}$/.test(value!))
      fail(`EMAILJS_${name.replace(/[A-Z]/g, (c) => '_' + c).toUpperCase()}`, 'must be letters, digits, - or _', value!);
  }
  const origin = env.EMAILJS_ORIGIN || 'https://api.emailjs.com';
  if (!/^https:\/\/[a-z0-9.-]+(:\d+)?$|^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/i.test(origin))
    fail('EMAILJS_ORIGIN', 'must be an https:// origin (no path)', origin);
  return { serviceId: keys.serviceId!, templateId: keys.templateId!, publicKey: keys.publicKey!, origin: origin.toLowerCase() };
}

function emailConfig(env: Env): EmailConfig {
  const url = smtpUrl(env);
  const from = env.EMAIL_FROM || undefined;
  if (from && !isFromAddress(from)) fail('EMAIL_FROM', 'must be an address or "Name <address>"', from);
  if (url && !from) throw new ConfigError('Invalid configuration: EMAIL_FROM is required when SMTP_URL is set');
  if (from && !url) throw new ConfigError('Invalid configuration: SMTP_URL is required when EMAIL_FROM is set');
  const timeoutSeconds = env.SMTP_TIMEOUT ? parseDuration('SMTP_TIMEOUT', env.SMTP_TIMEOUT) : 20;
  if (timeoutSeconds > 300) fail('SMTP_TIMEOUT', 'must be at most 5 minutes', env.SMTP_TIMEOUT!);
  return {
    smtpUrl: url,
    from,
    timeoutSeconds,
    ratePerMinute: integer(env, 'EMAIL_RATE_PER_MINUTE', 20, 1, 100_000),
    ratePerDay: integer(env, 'EMAIL_RATE_PER_DAY', 1000, 1, 1_000_000),
    emailjs: emailjsAccount(env),
  };
}

/** WORKERS (default 1): PGlite is one process, so more than one needs DATABASE_URL. */
function workers(env: Env, databaseUrl: string | undefined): number {
  const n = integer(env, 'WORKERS', 1, 1, 64);
  if (n > 1 && !databaseUrl)
    throw new ConfigError(`Invalid configuration: WORKERS=${n} needs PostgreSQL (DATABASE_URL): PGlite is one process`);
  return n;
}

const PROXY_ADDRESS = /^([0-9.]+|[0-9a-f:.]+)(\/\d{1,3})?$|^(loopback|linklocal|uniquelocal)$/i;

/** TRUST_PROXY: off (default), on (every proxy: only when nothing reaches LabDesk but the proxy), a hop count, or addresses. */
function trustProxy(env: Env): Config['trustProxy'] {
  const raw = (env.TRUST_PROXY ?? '').trim();
  const lower = raw.toLowerCase();
  if (['', '0', 'false', 'off', 'no'].includes(lower)) return false;
  if (['true', 'on', 'yes'].includes(lower)) return true;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > 10) fail('TRUST_PROXY', 'must be at most 10 hops', raw);
    return hops;
  }
  const addresses = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!addresses.every((a) => PROXY_ADDRESS.test(a)))
    fail('TRUST_PROXY', 'must be true, false, a number of proxies, or proxy addresses/CIDRs separated by commas', raw);
  return addresses;
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const storage = storageConfig(env, cwd);
  const { dataDir } = storage;
  const logLevel = env.LOG_LEVEL || 'info';
  if (!LOG_LEVELS.includes(logLevel)) fail('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}`, logLevel);
  const supportEmail = env.SUPPORT_EMAIL || 'support@labdesk.local';
  if (!EMAIL.test(supportEmail)) fail('SUPPORT_EMAIL', 'must be an e-mail address', supportEmail);
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (adminPassword !== undefined && adminPassword.length < 8) fail('ADMIN_PASSWORD', 'must be at least 8 characters', '…');
  const clerkJwtKey = env.CLERK_JWT_KEY || undefined;
  if (clerkJwtKey && !clerkJwtKey.includes('BEGIN PUBLIC KEY'))
    fail('CLERK_JWT_KEY', 'must be a PEM public key', clerkJwtKey.slice(0, 20) + '…');
  const clerkSecretKey = env.CLERK_SECRET_KEY || undefined;
  if (clerkSecretKey && !/^sk_(test|live)_\w+/.test(clerkSecretKey)) fail('CLERK_SECRET_KEY', 'must start with sk_test_ or sk_live_', '…');
  const appDomain = env.APP_DOMAIN || undefined;
  if (appDomain && !/^[a-z0-9.-]+$/i.test(appDomain)) fail('APP_DOMAIN', 'must be a host name', appDomain);
  const list = (raw: string | undefined) =>
    (raw ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  const databaseUrlValue = storage.databaseUrl;
  const backups = backupConfig(env, cwd, storage);
  return {
    port: integer(env, 'PORT', 8080, 0, 65535),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: databaseUrlValue,
    adminPassword,
    demoHistory: demoHistory(env),
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
    ...backups,
    email: emailConfig(env),
    workers: workers(env, databaseUrlValue),
    databasePoolSize: integer(env, 'DATABASE_POOL_SIZE', 10, 1, 1000),
    trustProxy: trustProxy(env),
  };
}

export const isClerkMode = (config: Config) => Boolean(config.clerkJwtKey || config.clerkSecretKey);
