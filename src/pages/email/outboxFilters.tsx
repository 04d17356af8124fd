import { AutocompleteInput, DateInput, ReferenceInput, SearchInput, SelectArrayInput } from 'react-admin';
import type { PatientRecord } from '../../providers/domainTypes';

const STATUS_CHOICES = (['sending', 'sent', 'failed', 'kept-locally'] as const).map(status => ({
    id: status,
    name: `app.email.status.${status}`,
}));

/** A day picked in the filter, as the instant the server compares with: its start, or its end. */
export const dayStart = (day: string) => (day ? new Date(`${day}T00:00:00`).toISOString() : day);
export const dayEnd = (day: string) => (day ? new Date(`${day}T23:59:59.999`).toISOString() : day);

const patientName = (patient: PatientRecord) => `${patient.name?.fullName ?? patient.firstName} (${patient.code})`;

/** Search (recipient, subject, person, template), status, the period, and the patient the messages concern. */
export const outboxFilters = (searchPlaceholder: string) => [
    <SearchInput key="q" source="q" alwaysOn placeholder={searchPlaceholder} />,
    <SelectArrayInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn sx={{ minWidth: 180 }} />,
    <DateInput key="createdAt_gte" source="createdAt_gte" parse={dayStart} alwaysOn />,
    <DateInput key="createdAt_lte" source="createdAt_lte" parse={dayEnd} alwaysOn />,
    <ReferenceInput key="personId" source="personId" reference="patient" alwaysOn>
        <AutocompleteInput optionText={patientName} sx={{ minWidth: 240 }} />
    </ReferenceInput>,
];
