/** One move per interval (spec §9: table arrow navigation, 50 ms): answers whether a move may happen now. */
export function createThrottle(intervalMs: number, now: () => number = () => performance.now()): () => boolean {
    let last = -Infinity;
    return () => {
        const at = now();
        if (at - last < intervalMs) return false;
        last = at;
        return true;
    };
}

export const ARROW_THROTTLE_MS = 50;
