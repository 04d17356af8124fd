import { Alert } from '@mui/material';
import { Loading, Title, useTranslate } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { useSchemaConfigs } from '../../registry/schemaRegistry';
import { TEST_MANAGEMENT_PATH, TEST_MANAGEMENT_TABS } from './testManagementTabs';

/**
 * /test-management (spec §2): the catalogue's sections are tabs, each at its own route
 * (/test-management/analyte …); the bare path opens the first one the user may see.
 */
export const TestManagementPage = () => {
    const translate = useTranslate();
    const configs = useSchemaConfigs();
    if (configs.length === 0) return <Loading />;
    const first = TEST_MANAGEMENT_TABS.map(tab => configs.find(config => config.name === tab.resource)).find(Boolean);
    if (first) return <Navigate to={first.route} replace />;
    return (
        <>
            <Title title={translate('app.menu.test_management')} />
            <Alert severity="info" sx={{ mt: 2 }}>
                {translate('app.catalogue.no_access')}
            </Alert>
        </>
    );
};

TestManagementPage.path = TEST_MANAGEMENT_PATH;
