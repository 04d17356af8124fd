import { lazyScreen } from '../../lib/lazyScreen';

/** A tab of /test-management: the generated list under the catalogue's tabs. */
export const list = lazyScreen(() =>
    import('../../pages/testManagement/TestManagementSchemaList').then(m => ({ default: m.TestManagementSchemaList }))
);
