import { useState, type ReactElement } from 'react';
import { Datagrid, DateField, FunctionField, NumberField, TextField, useListContext, useTranslate } from 'react-admin';
import type { EmailOutboxEntry } from '../../../contract/email';
import { EmailMessageDialog } from './EmailMessageDialog';
import { EmailResendButton } from './EmailResendButton';
import { EmailStatusChip } from './EmailStatusChip';

type Row = EmailOutboxEntry & { id: string };

/**
 * The messages of a list context (the outbox, a patient's e-mails): newest first, a row opens the message, a failed
 * one offers Resend. `showPerson` names whom each message concerns.
 */
export const EmailOutboxTable = ({
    showPerson,
    empty,
    testId,
}: {
    showPerson: boolean;
    empty: ReactElement;
    testId?: string;
}) => {
    const translate = useTranslate();
    const { total, isPending } = useListContext<Row>();
    const [open, setOpen] = useState<EmailOutboxEntry | null>(null);
    if (!isPending && total === 0) return empty;
    return (
        <>
            <Datagrid
                rowClick={(_id, _resource, record) => {
                    setOpen(record as Row);
                    return false;
                }}
                bulkActionButtons={false}
                data-testid={testId}
            >
                <DateField source="createdAt" showTime />
                <TextField source="to" />
                <TextField source="subject" />
                {showPerson && (
                    <FunctionField<Row>
                        source="personName"
                        render={row =>
                            row.personType
                                ? `${row.personName ?? ''} · ${translate(`app.email.person_type.${row.personType}`)}`
                                : '—'
                        }
                    />
                )}
                <TextField source="templateName" emptyText="—" />
                <FunctionField<Row> source="status" render={row => <EmailStatusChip status={row.status} />} />
                <NumberField source="attempts" />
                <TextField
                    source="sender.name"
                    label="resources.emailOutbox.fields.sender"
                    sortable={false}
                    emptyText="—"
                />
                <FunctionField<Row> render={row => <EmailResendButton entry={row} onDone={setOpen} />} />
            </Datagrid>
            <EmailMessageDialog entry={open} onClose={() => setOpen(null)} onChange={setOpen} />
        </>
    );
};
