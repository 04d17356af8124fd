/** Times as the laboratory reads them: the clock for today, the date too for older ones. */
export const formatStamp = (iso: string | null | undefined, now = new Date()): string => {
    if (!iso) return '';
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return '';
    const time = date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
    return date.toDateString() === now.toDateString()
        ? time
        : `${date.toLocaleDateString([], { day: 'numeric', month: 'short' })} ${time}`;
};
