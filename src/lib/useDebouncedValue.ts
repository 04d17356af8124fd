import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `delay` ms (a search as the user types). */
export const useDebouncedValue = <T>(value: T, delay = 250): T => {
    const [settled, setSettled] = useState(value);
    useEffect(() => {
        const timer = setTimeout(() => setSettled(value), delay);
        return () => clearTimeout(timer);
    }, [value, delay]);
    return settled;
};
