import { forwardRef, useCallback, type ComponentType, type Ref } from 'react';
import {
    reactRouterProvider,
    type RouterLinkProps,
    type RouterNavigateFunction,
    type RouterNavigateProps,
    type RouterProvider,
    type RouterTo,
} from 'react-admin';
import { rewritePath } from './routeAliases';
import { schemaRegistry } from './schemaRegistry';

const rewrite = (path: string) => rewritePath(path, schemaRegistry.all());

const rewriteTo = (to: RouterTo): RouterTo => {
    if (typeof to === 'string') return rewrite(to);
    return to.pathname ? { ...to, pathname: rewrite(to.pathname) } : to;
};

const BaseLink = reactRouterProvider.Link as ComponentType<RouterLinkProps & { ref?: Ref<HTMLAnchorElement> }>;

const Link = forwardRef<HTMLAnchorElement, RouterLinkProps>(({ to, ...rest }, ref) => (
    <BaseLink ref={ref} to={rewriteTo(to)} {...rest} />
));
Link.displayName = 'AliasedLink';

const Navigate = ({ to, ...rest }: RouterNavigateProps) => (
    <reactRouterProvider.Navigate to={rewriteTo(to)} {...rest} />
);

const useNavigate = (): RouterNavigateFunction => {
    const navigate = reactRouterProvider.useNavigate();
    return useCallback<RouterNavigateFunction>(
        (to, options) => (typeof to === 'number' ? navigate(to) : navigate(rewriteTo(to), options)),
        [navigate]
    );
};

/** react-router, with react-admin's links to schema resources sent to their configured routes. */
export const aliasedRouterProvider: RouterProvider = { ...reactRouterProvider, Link, Navigate, useNavigate };
