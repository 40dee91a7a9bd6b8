import type { RegisteredRoute } from '../plugins/policy-enforcement.ts';

/** The url of a route with each `:param` replaced by the value `fill` gives it (URL-encoded). */
export function fillPath(route: RegisteredRoute, fill: (parameter: string) => string): string {
  return route.url.replace(/:([A-Za-z0-9_]+)/g, (_match, parameter: string) => encodeURIComponent(fill(parameter)));
}

export function pathParameters(route: RegisteredRoute): string[] {
  return [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
}

export const methodsWithBody = new Set(['POST', 'PUT', 'PATCH']);
