import type { LightMyRequestResponse } from 'fastify';
import type { RoleIdentifier } from '@slidewise/core';
import { userGroupMembers, userGroups, users } from '../../db/schema.ts';
import type { TestApp } from '../../test-support/index.ts';
import { courseAdminFixture, type CourseAdminFixture, type CourseAdminRole } from '../../test-support/course-admin.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Caller = CourseAdminRole | 'outsider' | 'learner2' | 'groupFacilitator';

/**
 * The world of the activity suites (discussions, assessments, observations, conferences, group training):
 * the course-admin fixture (a person per role and an outsider), a second learner, and a facilitator who
 * shares a user group with the first learner only. The course is published with universal access, so its
 * learners may open it.
 */
export async function activityFixture(test: TestApp) {
  const fixture: CourseAdminFixture = await courseAdminFixture(test, 'Activities');
  const db = test.database.db;
  const extra = await db
    .insert(users)
    .values([
      {
        accountId: fixture.accountId,
        email: `learner2.${fixture.accountId}@example.com`,
        firstName: 'Second',
        lastName: 'Learner',
        roles: ['app-user'] as RoleIdentifier[],
      },
      {
        accountId: fixture.accountId,
        email: `group-facilitator.${fixture.accountId}@example.com`,
        firstName: 'Group',
        lastName: 'Facilitator',
        roles: ['facilitator'] as RoleIdentifier[],
      },
    ])
    .returning({ id: users.id, accountId: users.accountId });
  const [learner2, groupFacilitator] = [extra[0]!, extra[1]!];
  const [group] = await db.insert(userGroups).values({ accountId: fixture.accountId, name: 'Cohort A' }).returning({ id: userGroups.id });
  await db.insert(userGroupMembers).values([
    { accountId: fixture.accountId, userGroupId: group!.id, userId: fixture.people['app-user'].id },
    { accountId: fixture.accountId, userGroupId: group!.id, userId: groupFacilitator.id },
  ]);
  const cookies: Record<string, string> = {
    learner2: await test.sessionCookieFor(learner2),
    groupFacilitator: await test.sessionCookieFor(groupFacilitator),
    outsider: fixture.outsider.cookie,
  };
  for (const [role, person] of Object.entries(fixture.people)) cookies[role] = person.cookie;

  const call = (method: Method, url: string, payload?: unknown, as: Caller = 'account-owner'): Promise<LightMyRequestResponse> =>
    test.app.inject({ method, url, headers: { cookie: cookies[as]! }, ...(payload === undefined ? {} : { payload: payload as object }) });

  const course = await fixture.createCourse('Activities course');
  await expectStatus(call('PUT', `/api/courses/${course.id}/usergroups`, { universalAccess: true, userGroups: [] }), 200);
  await expectStatus(call('POST', `/api/courses/${course.id}/publish`, {}), 200);

  return {
    fixture,
    call,
    courseId: course.id,
    ids: { learner: fixture.people['app-user'].id, learner2: learner2.id, groupFacilitator: groupFacilitator.id },
  };
}
export type ActivityFixture = Awaited<ReturnType<typeof activityFixture>>;

/** The response's JSON after checking its status (the body is in the failure message). */
export async function expectStatus(response: Promise<LightMyRequestResponse> | LightMyRequestResponse, status: number) {
  const settled = await response;
  if (settled.statusCode !== status) throw new Error(`expected ${status}, got ${settled.statusCode}: ${settled.body}`);
  return settled.body ? settled.json() : undefined;
}
