import { SchemaList } from '../../builders/SchemaList';
import { TestManagementTabs } from './TestManagementTabs';

/** A catalogue master that needs nothing bespoke (departments, categories): the generated list under the tabs. */
export const TestManagementSchemaList = () => (
    <>
        <TestManagementTabs />
        <SchemaList />
    </>
);
