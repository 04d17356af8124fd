import { useState } from 'react';
import { Button, Confirm, useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { employeeActiveChange } from '../adminBodies';

/** Activates or deactivates a member after a confirmation (deactivation signs them out at once). */
export const UserActiveButton = () => {
    const record = useRecordContext();
    const translate = useTranslate();
    const notify = useNotify();
    const refresh = useRefresh();
    const [open, setOpen] = useState(false);
    const [update, { isPending }] = useUpdate();
    if (!record) return null;
    const next = !record.isActive;
    const key = next ? 'activate' : 'deactivate';
    const confirm = () =>
        update(
            'emp',
            { id: record.id, data: employeeActiveChange(record, next), previousData: record },
            {
                mutationMode: 'pessimistic',
                onSuccess: () => {
                    setOpen(false);
                    notify('app.userManagement.active.done', { type: 'success' });
                    refresh();
                },
                onError: error => {
                    setOpen(false);
                    notify((error as Error).message, { type: 'error' });
                },
            }
        );
    return (
        <>
            <Button
                label={`app.userManagement.active.${key}`}
                onClick={event => {
                    event.stopPropagation();
                    setOpen(true);
                }}
            />
            <Confirm
                isOpen={open}
                loading={isPending}
                title={translate(`app.userManagement.active.${key}_title`, { name: record.name })}
                content={translate(`app.userManagement.active.${key}_text`)}
                onConfirm={confirm}
                onClose={() => setOpen(false)}
            />
        </>
    );
};
