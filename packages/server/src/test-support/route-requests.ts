import type { RegisteredRoute } from '../plugins/policy-enforcement.ts';
import { isAllowed } from '../policy.ts';

/** The url of a route with each `:param` replaced by the value `fill` gives it (URL-encoded). */
export function fillPath(route: RegisteredRoute, fill: (parameter: string) => string): string {
  return route.url.replace(/:([A-Za-z0-9_]+)/g, (_match, parameter: string) => encodeURIComponent(fill(parameter)));
}

export function pathParameters(route: RegisteredRoute): string[] {
  return [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
}

export const methodsWithBody = new Set(['POST', 'PUT', 'PATCH']);

/** Routes whose body is a file, streamed to storage as it is: never parsed, so the JSON body rules do not apply. */
export const fileBodyRoutes: ReadonlySet<string> = new Set(['PUT /api/media/uploads/:mediaId']);

/** Whether a route reads a JSON body: its method carries one and its body is not a file. */
export const takesJsonBody = (route: RegisteredRoute) =>
  methodsWithBody.has(route.method) && !fileBodyRoutes.has(`${route.method} ${route.url}`);

/**
 * The routes of an account's own: every one an account owner may call. The others are the platform
 * administrators' calls across accounts (modules/platform), which no account scope applies to by design;
 * their own suite tries them (modules/platform/platform.test.ts).
 */
export function accountScopedRoutes(routes: readonly RegisteredRoute[]): RegisteredRoute[] {
  return routes.filter((route) => isAllowed(route.policy, ['account-owner']));
}
