import type { AccountPerson, Course } from '@slidewise/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, type RecordedRequest } from '../../../test/fetch-mock.ts';
import { renderApp, signedIn } from '../../../test/render-app.tsx';
import { editorCourse, noLessons } from '../../../test/course-fixtures.ts';

const rita: AccountPerson = {
  userId: 'u-rita',
  userEmail: 'rita@example.com',
  userFirstName: 'Rita',
  userLastName: 'Restricted',
  userRoles: ['restricted-author'],
};
const ravi: AccountPerson = {
  userId: 'u-ravi',
  userEmail: 'ravi@example.com',
  userFirstName: 'Ravi',
  userLastName: 'Rao',
  userRoles: ['restricted-author'],
};

function sharingServer(course: Course, people: AccountPerson[]) {
  let stored = course;
  return mockApi({
    ...signedIn,
    'GET /api/courses/c1': () => ({ status: 200, body: stored }),
    ...noLessons('c1'),
    'GET /api/usergroups': { status: 200, body: [] },
    'GET /api/users': ({ search }) => {
      const wanted = new URLSearchParams(search).get('search')?.toLowerCase() ?? '';
      const items = people.filter((person) => person.userFirstName.toLowerCase().startsWith(wanted));
      return { status: 200, body: { items, totalCount: items.length } };
    },
    'PUT /api/courses/c1/sharing': ({ body }) => {
      stored = { ...stored, ...(body as Partial<Course>), version: stored.version + 1 };
      return { status: 200, body: stored };
    },
  });
}

const sharingBodies = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.path === '/api/courses/c1/sharing').map((request) => request.body);

describe('sharing a course with restricted authors', () => {
  it('lists only restricted authors, ticks those the course is shared with, and saves the new choice', async () => {
    const requests = sharingServer(editorCourse({ sharedWith: ['u-ravi'] }), [ravi, rita]);
    const { user } = await renderApp('/course/c1/edit?section=access');
    const raviBox = (await screen.findByRole('checkbox', { name: 'Ravi Rao' })) as HTMLInputElement;
    expect(raviBox.checked).toBe(true);
    expect(requests.find((request) => request.path === '/api/users')?.search).toBe('?role=restricted-author');

    await user.click(screen.getByRole('checkbox', { name: 'Rita Restricted' }));
    await waitFor(() => expect(sharingBodies(requests).at(-1)).toEqual({ sharedWith: ['u-ravi', 'u-rita'], version: 4 }), {
      timeout: 3000,
    });
  });

  it('narrows the list as the author types, and says when nobody matches', async () => {
    sharingServer(editorCourse(), [ravi, rita]);
    const { user } = await renderApp('/course/c1/edit?section=access');
    await screen.findByRole('checkbox', { name: 'Rita Restricted' });
    await user.type(screen.getByLabelText('Find a restricted author'), 'rit');
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Ravi Rao' })).toBeNull());
    expect(screen.getByRole('checkbox', { name: 'Rita Restricted' })).toBeTruthy();
    await user.type(screen.getByLabelText('Find a restricted author'), 'x');
    expect(await screen.findByText('No restricted author matches this search.')).toBeTruthy();
  });

  it('says so when the account has no restricted authors', async () => {
    sharingServer(editorCourse(), []);
    await renderApp('/course/c1/edit?section=access');
    expect(await screen.findByText('Nobody in your account is a restricted author.')).toBeTruthy();
  });

  it('is not offered to someone who may not share the course', async () => {
    sharingServer(editorCourse({ userPermissions: ['view', 'edit'] }), [rita]);
    await renderApp('/course/c1/edit?section=access');
    await screen.findByRole('radio', { name: 'Only some user groups' });
    expect(screen.queryByText('Restricted authors who may edit')).toBeNull();
  });
});
