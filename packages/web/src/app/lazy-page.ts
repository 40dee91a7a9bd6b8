import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';

/**
 * A route's page loaded on demand (React Router `lazy`): the page's code is a chunk of its own, fetched
 * when the route is first matched, so the first download holds only the shell.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyRouteFunction<RouteObject> {
  return async () => ({ Component: await load() });
}
