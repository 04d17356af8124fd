/**
 * The laboratory's time zone: the server's (IANA name). Every database session works in it, so a day in SQL
 * (`visited_at::date`, the roll-ups' days) is the day the API's day ranges and the statistics group by.
 */
export const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
