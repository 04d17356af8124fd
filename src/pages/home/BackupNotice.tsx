import { Alert, AlertTitle } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import type { LabDataProvider } from '../../providers/types';

const when = (iso: string) => new Date(iso).toLocaleString();

/**
 * Tells administrators (backup.show) on the home screen that the server's own backups fail or fall
 * behind; says nothing while they work, or when the server takes none.
 */
export const BackupNotice = () => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<LabDataProvider>();
    const { canAccess } = useCanAccess({ resource: 'backup', action: 'show' });
    const { data } = useQuery({
        queryKey: ['backups', 'status'],
        queryFn: () => dataProvider.backupStatus(),
        enabled: canAccess === true,
    });
    if (!data || (!data.lastFailure && !data.overdue)) return null;
    const interval = (seconds: number) =>
        seconds >= 3600
            ? translate('app.ops.backup.hours', { smart_count: Math.round(seconds / 3600) })
            : translate('app.ops.backup.minutes', { smart_count: Math.round(seconds / 60) });
    const lastGood = data.lastSuccessAt
        ? translate('app.ops.backup.last_good', { when: when(data.lastSuccessAt) })
        : translate('app.ops.backup.never');
    return (
        <Alert severity={data.lastFailure ? 'error' : 'warning'} sx={{ mb: 3 }} data-testid="backup-notice">
            <AlertTitle>
                {translate(data.lastFailure ? 'app.ops.backup.failing_title' : 'app.ops.backup.overdue_title')}
            </AlertTitle>
            {data.lastFailure
                ? `${translate('app.ops.backup.failing', { when: when(data.lastFailure.at), error: data.lastFailure.error })} ${lastGood}`
                : translate('app.ops.backup.overdue', {
                      when: when(data.lastSuccessAt ?? ''),
                      every: interval(data.everySeconds ?? 0),
                  })}{' '}
            {translate('app.ops.backup.ask_operator')}
        </Alert>
    );
};
