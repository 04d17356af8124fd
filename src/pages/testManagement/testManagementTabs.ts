/** The sections of /test-management, in tab order; each is a schema resource at its own route. */
export const TEST_MANAGEMENT_TABS = [
    { resource: 'analyte', label: 'app.catalogue.tabs.analyte' },
    { resource: 'itemGroup', label: 'app.catalogue.tabs.item_group' },
    { resource: 'analyteDept', label: 'app.catalogue.tabs.department' },
    { resource: 'analyteSubDept', label: 'app.catalogue.tabs.sub_department' },
    { resource: 'itemCategory', label: 'app.catalogue.tabs.item_category' },
] as const;

export const TEST_MANAGEMENT_PATH = '/test-management';
