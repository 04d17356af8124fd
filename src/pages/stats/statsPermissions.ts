/** Who may open the dashboards (the permissions the statistics calls declare on the server). */
export const STATS_PERMISSION = {
    visit: { resource: 'stats', action: 'visit' },
    patient: { resource: 'stats', action: 'patient' },
} as const;

export const permissionName = ({ resource, action }: { resource: string; action: string }) => `${resource}.${action}`;
