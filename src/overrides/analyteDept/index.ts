import { TestManagementSchemaList } from '../../pages/testManagement/TestManagementSchemaList';

/** A tab of /test-management: the generated list under the catalogue's tabs. */
export const list = TestManagementSchemaList;
