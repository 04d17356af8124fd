/**
 * react-admin builds links as `/<resource name>/…`; a schema resource lives at its config's
 * `route` (`unit` → `/masters/unit`). This rewrites the first to the second.
 */
export interface RouteAlias {
    name: string;
    route: string;
}

export const rewritePath = (path: string, aliases: readonly RouteAlias[]): string => {
    for (const { name, route } of aliases) {
        const prefix = `/${name}`;
        if (route === prefix) continue;
        const next = path.charAt(prefix.length);
        if (path.startsWith(prefix) && (next === '' || next === '/' || next === '?' || next === '#')) {
            return route + path.slice(prefix.length);
        }
    }
    return path;
};
