import { AutocompleteInput, ReferenceInput, SearchInput, SelectInput } from 'react-admin';

/** Search (`q`: code, name, phone, e-mail) and the filters the front desk narrows a list by. */
export const patientListFilters = (searchPlaceholder: string) => [
    <SearchInput key="q" source="q" alwaysOn placeholder={searchPlaceholder} />,
    <ReferenceInput key="genderId" source="genderId" reference="gender">
        <SelectInput optionText="name" />
    </ReferenceInput>,
    <ReferenceInput key="categoryId" source="categoryId" reference="patientCategories">
        <SelectInput optionText="name" />
    </ReferenceInput>,
    <ReferenceInput key="referrerId" source="referrerId" reference="refferal">
        <AutocompleteInput optionText="name" />
    </ReferenceInput>,
];
