import { useTranslate } from 'react-admin';
import { ErrorPageLayout } from './ErrorPageLayout';
import { NotFoundPage } from './NotFoundPage';

export type PageStatus = 401 | 403 | 404 | 500 | 503;

const TEXT_KEYS: Record<Exclude<PageStatus, 404>, string> = {
    401: 'app.page.unauthorized',
    403: 'app.page.forbidden',
    500: 'app.page.server_error',
    503: 'app.page.unavailable',
};

/** The error pages /401, /403, /404, /500 and /503 (spec §2), outside the authenticated layout. */
export const StatusPage = ({ status }: { status: PageStatus }) => {
    const translate = useTranslate();
    if (status === 404) return <NotFoundPage />;
    const key = TEXT_KEYS[status];
    return <ErrorPageLayout code={status} title={translate(`${key}.title`)} text={translate(`${key}.text`)} />;
};
