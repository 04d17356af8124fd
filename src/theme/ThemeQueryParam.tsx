import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Spec §2: the query parameter that names a preset to apply. */
export const THEME_PARAM = 'theme';

/**
 * `?theme=<preset>` on any screen applies that preset and is then removed from the address; a key that
 * names no preset changes nothing. The catalogue is fetched only when the parameter is there.
 */
export const ThemeQueryParam = () => {
    const location = useLocation();
    const navigate = useNavigate();
    const key = new URLSearchParams(location.search).get(THEME_PARAM);
    useEffect(() => {
        if (!key) return;
        void import('./themeActions').then(async ({ applyPresetByKey }) => {
            if (!(await applyPresetByKey(key))) return;
            // The address as it is now (a sign-in redirect may have changed it meanwhile).
            const params = new URLSearchParams(window.location.search);
            if (params.get(THEME_PARAM) !== key) return;
            params.delete(THEME_PARAM);
            const search = params.toString();
            navigate(`${window.location.pathname}${search ? `?${search}` : ''}${window.location.hash}`, {
                replace: true,
            });
        });
    }, [key, navigate]);
    return null;
};
