import { type ReactNode, Suspense } from 'react';
import { LoadingBar } from './LoadingBar';

/** While a lazy screen's chunk loads, the top bar shows and the previous layout stays. */
export const ScreenSuspense = ({ children }: { children: ReactNode }) => (
    <Suspense fallback={<LoadingBar />}>{children}</Suspense>
);
