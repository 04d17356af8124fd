import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * /__crash-test lets the browser tests reach the crash screen in the production build. It throws
 * only while localStorage 'labdesk-crash-test' is '1' (set by the test), so a user who stumbles
 * on the address sees one harmless line.
 */
export const CRASH_TEST_STORAGE_KEY = 'labdesk-crash-test';

export const CrashTestPage = () => {
    const translate = useTranslate();
    if (window.localStorage.getItem(CRASH_TEST_STORAGE_KEY) === '1') {
        throw new Error('Crash test: deliberate render error');
    }
    return <Box sx={{ p: 4 }}>{translate('app.crash.crash_test')}</Box>;
};
