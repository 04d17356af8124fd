import { useCallback, useEffect, useRef } from 'react';

/** Spec §9: the router's preload delay. */
export const PRELOAD_DELAY_MS = 50;

/**
 * Starts loading a screen's chunk when the pointer rests on its link (after 50 ms) or the link
 * gets keyboard focus (at once), so the click finds the screen ready.
 */
export const usePreloadOnIntent = (preload: () => unknown) => {
    const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
    const cancel = useCallback(() => clearTimeout(timer.current), []);
    useEffect(() => cancel, [cancel]);
    return {
        onMouseEnter: useCallback(() => {
            cancel();
            timer.current = setTimeout(preload, PRELOAD_DELAY_MS);
        }, [cancel, preload]),
        onMouseLeave: cancel,
        onFocus: useCallback(() => {
            cancel();
            preload();
        }, [cancel, preload]),
    };
};
