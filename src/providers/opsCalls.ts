import type { BackupStatus } from '../../contract/ops';
import type { HttpClient } from './httpClient';

/** Operations calls (docs/api-contract.md, "Operations"). */
export const createOpsCalls = (httpClient: HttpClient, apiUrl: string) => ({
    /** GET /api/backups/status: the installation's backups, for administrators (backup.show). */
    backupStatus: async (): Promise<BackupStatus> => (await httpClient<BackupStatus>(`${apiUrl}/backups/status`)).json,
});

export type OpsCalls = ReturnType<typeof createOpsCalls>;
