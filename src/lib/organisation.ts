/** Spec §5 organisation check: the first label of the host name names the organisation. */
export interface OrganisationRef {
    id: string;
    slug: string;
    name?: string;
}

export type OrganisationCheck<T extends OrganisationRef> =
    | { status: 'bare-host'; organisation: T | undefined }
    | { status: 'match'; organisation: T }
    | { status: 'mismatch'; slug: string };

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** `localhost`, IP addresses and the app's own domain (when it has one) carry no organisation. */
export const isBareHost = (hostname: string, appDomain?: string): boolean => {
    const host = hostname.toLowerCase().replace(/\.$/, '');
    return (
        host === 'localhost' ||
        IPV4.test(host) ||
        host.includes(':') ||
        host.startsWith('[') ||
        (appDomain !== undefined && host === appDomain.toLowerCase())
    );
};

export const hostOrganisationSlug = (hostname: string, appDomain?: string): string | null =>
    isBareHost(hostname, appDomain) ? null : hostname.toLowerCase().split('.')[0] || null;

export const checkOrganisation = <T extends OrganisationRef>(
    hostname: string,
    organisations: readonly T[],
    appDomain?: string
): OrganisationCheck<T> => {
    const slug = hostOrganisationSlug(hostname, appDomain);
    if (slug === null) return { status: 'bare-host', organisation: organisations[0] };
    const organisation = organisations.find(org => org.slug.toLowerCase() === slug);
    return organisation ? { status: 'match', organisation } : { status: 'mismatch', slug };
};
