import { allContracts, contractKey, rolesFor, type Permission, type RoleIdentifier } from '@slidewise/core';

/**
 * Who may call which route, enforced for every route by plugins/policy-enforcement.ts: derived from the
 * contracts in core (each declares the permission it needs; core/access gives its roles), plus the
 * documentation routes, which are not API calls. `public` needs no session; otherwise the signed-in user
 * needs at least one of the listed roles. buildApp refuses to start when an /api route is missing here.
 */
export type RoutePolicy = 'public' | readonly RoleIdentifier[];

/** What a contract's permission allows, as a policy: 'public' or the roles of which the caller needs one. */
export const policyOfPermission = (permission: Permission): RoutePolicy => (permission === 'public' ? 'public' : rolesFor(permission));

const contractPolicies = Object.fromEntries(
  allContracts.map((contract) => [contractKey(contract), policyOfPermission(contract.permission)]),
);

/** The API's own documentation: the OpenAPI document and what @fastify/swagger-ui serves under /api/docs. */
const documentationPolicies: Readonly<Record<string, RoutePolicy>> = {
  'GET /api/openapi.json': 'public',
  'GET /api/docs': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',
  'GET /api/docs/static/*': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',
};

/** Every /api route's policy. */
export const routePolicies: Readonly<Record<string, RoutePolicy>> = { ...documentationPolicies, ...contractPolicies };

/** HEAD is answered by the GET route, so it follows the GET policy. */
export function routePolicyKey(method: string, url: string): string {
  return `${method === 'HEAD' ? 'GET' : method} ${url}`;
}

export function policyFor(method: string, url: string): RoutePolicy | undefined {
  return routePolicies[routePolicyKey(method, url)];
}

export function isAllowed(policy: RoutePolicy, roles: readonly string[]): boolean {
  return policy === 'public' || policy.some((role) => roles.includes(role));
}
