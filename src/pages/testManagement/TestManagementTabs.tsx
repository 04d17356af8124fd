import { Tab, Tabs } from '@mui/material';
import { LinkBase, useResourceContext, useTranslate } from 'react-admin';
import { useSchemaConfigs } from '../../registry/schemaRegistry';
import { TEST_MANAGEMENT_TABS } from './testManagementTabs';

/** The tabs over each catalogue list: Analytes, Panels & packages, Departments… */
export const TestManagementTabs = () => {
    const translate = useTranslate();
    const resource = useResourceContext();
    const configs = useSchemaConfigs();
    const tabs = TEST_MANAGEMENT_TABS.flatMap(tab => {
        const config = configs.find(candidate => candidate.name === tab.resource);
        return config ? [{ ...tab, route: config.route }] : [];
    });
    return (
        <Tabs
            value={tabs.some(tab => tab.resource === resource) ? resource : false}
            variant="scrollable"
            aria-label={translate('app.menu.test_management')}
            sx={{ mt: 1, borderBottom: 1, borderColor: 'divider' }}
        >
            {tabs.map(tab => (
                <Tab
                    key={tab.resource}
                    value={tab.resource}
                    label={translate(tab.label)}
                    component={LinkBase}
                    to={tab.route}
                />
            ))}
        </Tabs>
    );
};
