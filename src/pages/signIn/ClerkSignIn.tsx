import { SignIn } from '@clerk/react';
import { useSignInRedirect } from './useSignInRedirect';

/** Clerk mode: Clerk's own sign-in, mounted at /sign-in; it returns to `redirect` or home. */
export const ClerkSignIn = () => {
    const redirectTo = useSignInRedirect();
    return <SignIn routing="path" path="/sign-in" forceRedirectUrl={redirectTo} fallbackRedirectUrl="/" />;
};
