import type { LightMyRequestResponse } from 'fastify';
import type { Course, Lesson, LessonKind, RoleIdentifier } from '@slidewise/core';
import type { TestApp } from './test-app.ts';
import { insertAccountWithPeople } from './people.ts';

/** The roles the course administration suites act as, one person each. */
export const courseAdminRoles = [
  'account-owner',
  'account-admin',
  'content-author',
  'restricted-author',
  'reviewer',
  'course-reviewer',
  'facilitator',
  'app-user',
] as const satisfies readonly RoleIdentifier[];
export type CourseAdminRole = (typeof courseAdminRoles)[number];

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CourseAdminFixture {
  accountId: string;
  people: Record<CourseAdminRole, { id: string; accountId: string; cookie: string }>;
  /** The owner of another account, for the 404 checks. */
  outsider: { id: string; accountId: string; cookie: string };
  /** Calls the API as one of the roles (default account-owner), or as the outsider. */
  call(method: Method, url: string, payload?: unknown, as?: CourseAdminRole | 'outsider'): Promise<LightMyRequestResponse>;
  /** A new course of the account (201 checked). */
  createCourse(title?: string, as?: CourseAdminRole | 'outsider'): Promise<Course>;
  /** A new lesson of the course (201 checked). */
  createLesson(courseId: string, kind?: LessonKind, title?: string): Promise<Lesson>;
  getCourse(courseId: string): Promise<Course>;
}

/** One account with a person per role and one outside account, for a whole test file. */
export async function courseAdminFixture(test: TestApp, name = 'Course admin'): Promise<CourseAdminFixture> {
  const account = await insertAccountWithPeople(
    test.database.db,
    name,
    courseAdminRoles.map((role) => [role]),
  );
  const people = {} as CourseAdminFixture['people'];
  for (const [index, person] of account.people.entries()) {
    people[courseAdminRoles[index]!] = { id: person.id, accountId: person.accountId, cookie: await test.sessionCookieFor(person) };
  }
  const other = await insertAccountWithPeople(test.database.db, `${name} (other)`, [['account-owner']]);
  const outsider = { ...other.people[0]!, cookie: await test.sessionCookieFor(other.people[0]!) };

  const call: CourseAdminFixture['call'] = (method, url, payload, as = 'account-owner') =>
    test.app.inject({
      method,
      url,
      headers: { cookie: as === 'outsider' ? outsider.cookie : people[as].cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const expectCreated = (response: LightMyRequestResponse) => {
    if (response.statusCode !== 201) throw new Error(`expected 201, got ${response.statusCode}: ${response.body}`);
    return response.json();
  };

  return {
    accountId: account.accountId,
    people,
    outsider,
    call,
    createCourse: async (title = 'A course', as = 'account-owner') => expectCreated(await call('POST', '/api/courses', { title }, as)),
    createLesson: async (courseId, kind = 'Lesson', title = `A ${kind.toLowerCase()}`) =>
      expectCreated(await call('POST', `/api/course/${courseId}/lessons`, { kind, title })),
    getCourse: async (courseId) => (await call('GET', `/api/courses/${courseId}`)).json(),
  };
}
