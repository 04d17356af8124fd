/**
 * Host labels an organisation may not take: they name the installation's own services, or are what a
 * wildcard DNS name would otherwise send to a laboratory by mistake.
 */
export const RESERVED_SLUGS = new Set([
  'www',
  'api',
  'app',
  'admin',
  'administrator',
  'mail',
  'email',
  'webmail',
  'smtp',
  'imap',
  'pop',
  'mx',
  'ns',
  'ns1',
  'ns2',
  'ftp',
  'static',
  'assets',
  'cdn',
  'docs',
  'help',
  'support',
  'status',
  'blog',
  'auth',
  'login',
  'signin',
  'sign-in',
  'account',
  'accounts',
  'dashboard',
  'console',
  'root',
  'system',
  'internal',
  'localhost',
  'test',
  'staging',
  'dev',
]);

/** Why a slug cannot name an organisation, in one sentence; undefined when it can (taken is checked elsewhere). */
export function slugProblem(slug: string): string | undefined {
  if (slug.length < 2 || slug.length > 63) return `the slug '${slug}' must be 2 to 63 characters long`;
  if (!/^[a-z0-9-]+$/.test(slug)) return `the slug '${slug}' may hold only lowercase letters, digits and hyphens`;
  if (slug.startsWith('-') || slug.endsWith('-')) return `the slug '${slug}' must start and end with a letter or a digit`;
  if (slug.startsWith('xn--')) return `the slug '${slug}' must not start with 'xn--' (that names an internationalised domain)`;
  if (RESERVED_SLUGS.has(slug)) return `the slug '${slug}' is reserved`;
  return undefined;
}
