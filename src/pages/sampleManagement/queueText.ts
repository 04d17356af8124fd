import type { NodeRef, PendingCollection, SampleStatus } from '../../providers/labWorkTypes';

const MINUTE = 60_000;

/** Whole minutes from `since` to `now`, never negative. */
export const minutesSince = (since: string, now: number): number => {
    const start = Date.parse(since);
    return Number.isNaN(start) ? 0 : Math.max(0, Math.floor((now - start) / MINUTE));
};

/** "5 min", "2 h 05 min", "3 d 4 h": how long a patient has waited. */
export const formatWaiting = (minutes: number): string => {
    if (minutes < 60) return `${minutes} min`;
    const hours = Math.floor(minutes / 60);
    if (hours < 24) return `${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
    return `${Math.floor(hours / 24)} d ${hours % 24} h`;
};

/** The next thing a phlebotomist does with a sample. */
export const nextStep = (status: SampleStatus): 'collect' | 'submit' | null =>
    status === 'pending' ? 'collect' : status === 'collected' ? 'submit' : null;

/** The centres seen so far, by name; a filter keeps offering the ones the filtered list no longer shows. */
export const mergeCentres = (
    known: NodeRef[],
    entries: PendingCollection[] | { node: NodeRef | null }[]
): NodeRef[] => {
    const byId = new Map(known.map(node => [node.id, node]));
    for (const { node } of entries) if (node && !byId.has(node.id)) byId.set(node.id, node);
    if (byId.size === known.length) return known;
    return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
};

/** A phone number as a tel: link dials it: digits and a leading +. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
