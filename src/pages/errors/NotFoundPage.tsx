import { useTranslate } from 'react-admin';
import { ErrorPageLayout } from './ErrorPageLayout';

/** Spec §2: an unknown path shows 'Oops! Page Not Found!' with Go Back and Back to Home. */
export const NotFoundPage = () => {
    const translate = useTranslate();
    return (
        <ErrorPageLayout
            code={404}
            title={translate('app.page.not_found.title')}
            text={translate('app.page.not_found.text')}
        />
    );
};
