import { AutocompleteInput, DateInput, ReferenceInput, SearchInput, SelectArrayInput, SelectInput } from 'react-admin';
import { EXPENSE_STATUSES } from '../../../contract/expense';

export const STATUS_CHOICES = EXPENSE_STATUSES.map(status => ({ id: status, name: `app.expense.status.${status}` }));

/** Search (vendor, description, reference, category), the period, category, node and status. */
export const expenseFilters = (searchPlaceholder: string, nodes: { id: string; name: string }[]) => [
    <SearchInput key="q" source="q" alwaysOn placeholder={searchPlaceholder} />,
    <DateInput key="date_gte" source="date_gte" alwaysOn />,
    <DateInput key="date_lte" source="date_lte" alwaysOn />,
    <ReferenceInput key="categoryId" source="categoryId" reference="expenseCategory" alwaysOn>
        <AutocompleteInput optionText="name" sx={{ minWidth: 200 }} />
    </ReferenceInput>,
    <SelectInput key="nodeId" source="nodeId" choices={nodes} alwaysOn sx={{ minWidth: 180 }} />,
    <SelectArrayInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn sx={{ minWidth: 180 }} />,
];
