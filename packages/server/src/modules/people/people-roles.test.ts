import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleIdentifiers, type RoleIdentifier } from '@slidewise/core';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { insertAccountWithPeople } from '../../test-support/people.ts';

// Issue 14's calls, role by role: a person holding only that role either gets 403, or gets past the
// policy (then a made-up id answers 404 and an empty body 400, so nothing changes). Written out rather
// than read from core/access, so a change to the rules has to change this table too.
const administrators: RoleIdentifier[] = ['account-owner', 'account-admin'];
// manage-teams manages user groups (docs/permissions.md).
const groupManagers: RoleIdentifier[] = [...administrators, 'manage-teams'];
const everyoneSignedIn = roleIdentifiers.filter((role) => role !== 'anonymous-user');
const missing = '00000000-0000-4000-8000-00000000abcd';

const calls: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, allowed: readonly RoleIdentifier[]][] = [
  ['GET', '/api/users/directory', administrators],
  ['GET', `/api/users/${missing}`, administrators],
  ['POST', '/api/users', administrators],
  ['PUT', `/api/users/${missing}`, administrators],
  ['POST', `/api/users/${missing}/deactivate`, administrators],
  ['POST', `/api/users/${missing}/reactivate`, administrators],
  ['DELETE', `/api/users/${missing}`, administrators],
  ['POST', '/api/users/bulk', administrators],
  ['GET', '/api/users/import/template', administrators],
  ['POST', '/api/users/import/preview', administrators],
  ['POST', '/api/users/import', administrators],
  ['POST', '/api/invitations', administrators],
  ['DELETE', `/api/invitations/${missing}`, administrators],
  ['DELETE', '/api/invite-codes/NOSUCHCODE', administrators],
  ['GET', `/api/usergroups/${missing}`, groupManagers],
  ['PUT', `/api/usergroups/${missing}`, groupManagers],
  ['DELETE', `/api/usergroups/${missing}`, groupManagers],
  ['POST', `/api/usergroups/${missing}/members`, groupManagers],
  ['POST', `/api/usergroups/${missing}/members/remove`, groupManagers],
  ['PUT', '/api/me/name', everyoneSignedIn],
  ['PUT', '/api/me/language', everyoneSignedIn],
  ['PUT', '/api/me/avatar', everyoneSignedIn],
  ['PUT', '/api/me/password', everyoneSignedIn],
];

let test: TestApp;
let cookieByRole: Map<RoleIdentifier, string>;
beforeAll(async () => {
  test = await createTestApp();
  const account = await insertAccountWithPeople(
    test.database.db,
    'Every role',
    roleIdentifiers.map((role) => [role]),
  );
  cookieByRole = new Map(
    await Promise.all(account.people.map(async (person, index) => [roleIdentifiers[index]!, await test.sessionCookieFor(person)] as const)),
  );
});
afterAll(() => test.close());

describe('who may call the people routes', () => {
  for (const role of roleIdentifiers) {
    it(`${role}`, async () => {
      const answers = [];
      for (const [method, url] of calls) {
        const response = await test.app.inject({
          method,
          url,
          headers: { cookie: cookieByRole.get(role)!, 'content-type': 'application/json' },
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: '{}' }),
        });
        answers.push({ call: `${method} ${url}`, allowed: response.statusCode !== 403 && response.statusCode !== 401 });
      }
      expect(answers).toEqual(calls.map(([method, url, allowed]) => ({ call: `${method} ${url}`, allowed: allowed.includes(role) })));
    });
  }
});
