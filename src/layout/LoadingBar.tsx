import { LinearProgress } from '@mui/material';
import { useLoading, useTranslate } from 'react-admin';

/** Spec §2/§9: a 2 px bar at the top while a screen or data is loading. */
export const LoadingBar = () => {
    const translate = useTranslate();
    return (
        <LinearProgress
            aria-label={translate('app.loading')}
            sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 2, zIndex: theme => theme.zIndex.appBar + 1 }}
        />
    );
};

/** The bar while react-query fetches or mutates anything. */
export const DataLoadingBar = () => (useLoading() ? <LoadingBar /> : null);
