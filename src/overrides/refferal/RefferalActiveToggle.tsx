import { Switch } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useNotifyMutationError } from '../../lib/useNotifyMutationError';
import type { LabDataProvider } from '../../providers/types';

/**
 * Active / inactive, switched with PUT /refferal/toggle-status/{id} after a confirmation.
 * `source` names the column (its header and sorting) when the toggle sits in a Datagrid.
 */
export const RefferalActiveToggle = ({ readOnly = false }: { readOnly?: boolean; source?: string }) => {
    const record = useRecordContext();
    const translate = useTranslate();
    const dataProvider = useDataProvider<LabDataProvider>();
    const notify = useNotify();
    const notifyError = useNotifyMutationError();
    const refresh = useRefresh();
    const [asking, setAsking] = useState(false);
    const { mutate, isPending } = useMutation({
        mutationFn: () => dataProvider.toggleRefferalStatus(record!.id, record!.version),
        onSuccess: updated => {
            notify(updated.isActive ? 'app.refferal.toggle.activated' : 'app.refferal.toggle.deactivated', {
                type: 'info',
            });
            refresh();
        },
        onError: notifyError,
        onSettled: () => setAsking(false),
    });
    if (!record) return null;
    const active = record.isActive !== false;
    const name = String(record.name ?? '');
    return (
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- not a control: a click on the switch or its dialog must not also open the row it sits in
        <span onClick={event => event.stopPropagation()}>
            <Switch
                checked={active}
                onChange={() => setAsking(true)}
                disabled={readOnly || isPending}
                slotProps={{ input: { 'aria-label': translate('app.refferal.toggle.label', { name }) } }}
                size="small"
            />
            <Confirm
                isOpen={asking}
                loading={isPending}
                title={active ? 'app.refferal.toggle.deactivate_title' : 'app.refferal.toggle.activate_title'}
                titleTranslateOptions={{ name }}
                content={active ? 'app.refferal.toggle.deactivate_text' : 'app.refferal.toggle.activate_text'}
                onConfirm={() => mutate()}
                onClose={() => setAsking(false)}
            />
        </span>
    );
};
