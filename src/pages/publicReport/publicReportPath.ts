/** A report link's token: 43 url-safe characters (a visit id is a uuid, and /visit/new is the bill). */
const PUBLIC_REPORT = /^\/visit\/([A-Za-z0-9_-]{43})\/?$/;

/** The hash of a public report path, or null for any other path. */
export const publicReportHash = (pathname: string): string | null => PUBLIC_REPORT.exec(pathname)?.[1] ?? null;
