import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allContracts, contractKey, roleIdentifiers, rolesAllow, type AnyContract, type RoleIdentifier } from '@slidewise/core';
import { createTestApp, type TestApp } from './test-support/index.ts';
import { insertAccountWithPeople } from './test-support/people.ts';
import { sampleBodies } from './test-support/route-bodies.ts';

// docs/permissions.md, proved on the server: for each role and each resource of core/access, every
// permission of the resource is tried on one of its routes, as someone holding that role alone. The
// route answers 403 exactly when the matrix says the role lacks the permission (anonymous: 401).
let test: TestApp;
const cookies = new Map<RoleIdentifier, string>();

beforeAll(async () => {
  test = await createTestApp();
  const signedIn = roleIdentifiers.filter((role) => role !== 'anonymous-user');
  const { people } = await insertAccountWithPeople(
    test.database.db,
    'Matrix',
    signedIn.map((role) => [role]),
  );
  for (const [index, role] of signedIn.entries()) cookies.set(role, await test.sessionCookieFor(people[index]!));
});
afterAll(() => test.close());

/** One route per permission (a read where there is one, so nothing is changed), grouped by resource. */
function routesByResource(): Map<string, AnyContract[]> {
  const byPermission = new Map<string, AnyContract>();
  for (const contract of allContracts) {
    if (contract.permission === 'public') continue;
    const chosen = byPermission.get(contract.permission);
    if (!chosen || (chosen.method !== 'GET' && contract.method === 'GET')) byPermission.set(contract.permission, contract);
  }
  const byResource = new Map<string, AnyContract[]>();
  for (const [permission, contract] of byPermission) {
    const resource = permission.split('.')[0]!;
    byResource.set(resource, [...(byResource.get(resource) ?? []), contract]);
  }
  return byResource;
}

const resources = [...routesByResource().entries()];
const someId = '00000000-0000-4000-8000-000000000001';

describe.each(roleIdentifiers)('%s', (role) => {
  it.each(resources.map(([resource, contracts]) => [resource, contracts] as const))(
    'on %s: allowed exactly as the matrix says',
    async (_resource, contracts) => {
      for (const contract of contracts) {
        const cookie = cookies.get(role);
        const response = await test.app.inject({
          method: contract.method,
          url: contract.path.replace(/:([A-Za-z0-9_]+)/g, someId),
          headers: cookie ? { cookie } : {},
          ...(contract.method === 'GET' || contract.method === 'DELETE' ? {} : { payload: sampleBodies[contractKey(contract)] ?? {} }),
        });
        const label = `${contract.permission} via ${contractKey(contract)}`;
        if (role === 'anonymous-user') expect([label, response.statusCode]).toEqual([label, 401]);
        else if (rolesAllow(contract.permission, [role])) expect([label, response.statusCode]).not.toEqual([label, 403]);
        else expect([label, response.statusCode, response.json().code]).toEqual([label, 403, 'forbidden']);
      }
    },
  );
});
