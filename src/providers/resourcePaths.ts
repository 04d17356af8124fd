import type { FormConfig } from './types';

/**
 * API paths (spec §7) of the resources whose screens are written by hand. Schema-driven
 * resources carry their own `apiPath` in the form config, so adding one needs no change here.
 */
export const BESPOKE_API_PATHS: Readonly<Record<string, string>> = {
    patient: '/patient',
    refferal: '/refferal',
    analyte: '/analyte',
    itemGroup: '/item-group',
    priceList: '/pl',
    employee: '/emp',
    emp: '/emp',
    pt: '/pt',
    cc: '/cc',
    cluster: '/cluster',
    role: '/role',
    permission: '/permission',
    resource: '/resource',
    permissionTemplate: '/pt',
    category: '/cc',
    node: '/cluster',
    dept: '/dept',
    visit: '/visit',
    theme: '/theme',
    template: '/template',
    emailTemplate: '/email/templates',
    emailOutbox: '/email/outbox',
    expense: '/expense',
};

export type SchemaLookup = (resource: string) => FormConfig | undefined;

export const apiPathFor = (resource: string, lookup: SchemaLookup): string => {
    const path = lookup(resource)?.apiPath ?? BESPOKE_API_PATHS[resource];
    if (!path) {
        throw new Error(`Unknown resource '${resource}': it has no form config and no API path in BESPOKE_API_PATHS.`);
    }
    return path;
};
