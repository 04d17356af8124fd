import { AutocompleteInput, BooleanInput, DateInput, ReferenceInput, SearchInput, SelectArrayInput } from 'react-admin';
import { VISIT_STATUSES } from '../../../providers/visitTypes';

const STATUS_CHOICES = VISIT_STATUSES.map(status => ({ id: status, name: `app.visit.status.${status}` }));

/** Search (`q`), the period, status, referrer, centre and "due only" (docs/api-contract.md, visit list). */
export const visitListFilters = (searchPlaceholder: string) => [
    <SearchInput key="q" source="q" alwaysOn placeholder={searchPlaceholder} />,
    <DateInput key="from" source="from" alwaysOn />,
    <DateInput key="to" source="to" alwaysOn />,
    <SelectArrayInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn sx={{ minWidth: 200 }} />,
    <ReferenceInput key="referrerId" source="referrerId" reference="refferal" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput optionText="name" />
    </ReferenceInput>,
    <ReferenceInput key="nodeId" source="nodeId" reference="cluster" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput optionText="name" />
    </ReferenceInput>,
    <BooleanInput key="hasDue" source="hasDue" parse={(value: boolean) => value || undefined} />,
];
