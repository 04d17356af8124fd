import { useMemo } from 'react';
import { ExportButton, List, TopToolbar, useCanAccess, useTranslate } from 'react-admin';
import { EXPORT_MAX_RESULTS } from '../../builders/SchemaListActions';
import { EmptyState } from '../../components/EmptyState';
import { EmailOutboxTable } from './EmailOutboxTable';
import { outboxExporter } from './outboxExporter';
import { outboxFilters } from './outboxFilters';

const OutboxActions = () => {
    const { canAccess: canExport } = useCanAccess({ resource: 'email', action: 'export' });
    return <TopToolbar>{canExport && <ExportButton maxResults={EXPORT_MAX_RESULTS} />}</TopToolbar>;
};

/** The outbox: every message the organisation sent (or tried to), newest first, with filters and CSV export. */
export const EmailOutboxList = () => {
    const translate = useTranslate();
    const filters = useMemo(() => outboxFilters(translate('ra.action.search')), [translate]);
    return (
        <List
            resource="emailOutbox"
            title={translate('app.email.page_title')}
            filters={filters}
            sort={{ field: 'createdAt', order: 'DESC' }}
            perPage={25}
            actions={<OutboxActions />}
            exporter={outboxExporter}
            storeKey="emailOutbox.list"
            empty={false}
        >
            <EmailOutboxTable
                showPerson
                testId="email-outbox"
                empty={<EmptyState title="app.email.outbox.empty" text="app.email.outbox.empty_text" />}
            />
        </List>
    );
};
