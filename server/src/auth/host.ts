import { isIP } from 'node:net';

/**
 * The organisation slug a Host header names: its first label (`demo.localhost:8080` → `demo`).
 * A bare host (`localhost`, an IP address, or APP_DOMAIN itself) names none.
 */
export function orgSlugFromHost(host: string | undefined, appDomain?: string): string | undefined {
  if (!host) return undefined;
  if (host.startsWith('[')) return undefined;
  const name = host.replace(/:\d+$/, '').replace(/\.$/, '').toLowerCase();
  if (isIP(name)) return undefined;
  if (appDomain) {
    if (name === appDomain) return undefined;
    return name.endsWith('.' + appDomain) ? name.split('.')[0] : undefined;
  }
  const labels = name.split('.');
  return labels.length >= 2 ? labels[0] : undefined;
}
