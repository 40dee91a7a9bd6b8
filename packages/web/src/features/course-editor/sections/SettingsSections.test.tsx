import { toMiniCourse, type Course } from '@slidewise/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type RecordedRequest } from '../../../test/fetch-mock.ts';
import { renderApp, signedIn } from '../../../test/render-app.tsx';
import { editorCourse, noLessons } from '../../../test/course-fixtures.ts';

afterEach(() => vi.useRealTimers());

const course = editorCourse({ tags: [{ id: 'tag-1', name: 'safety' }] });

/** Answers each single-purpose save with the course as the body sets it. */
function settingsServer(extra: Parameters<typeof mockApi>[0] = {}) {
  let stored: Course = course;
  const accept = (changes: Partial<Course>) => {
    stored = { ...stored, ...changes, version: stored.version + 1 };
    return { status: 200, body: stored };
  };
  return mockApi({
    ...signedIn,
    'GET /api/courses/c1': () => ({ status: 200, body: stored }),
    ...noLessons('c1'),
    'GET /api/tags': {
      status: 200,
      body: [
        { id: 'tag-1', name: 'safety' },
        { id: 'tag-2', name: 'onboarding' },
      ],
    },
    'PUT /api/courses/c1/tags': ({ body }) => {
      const { tagIds, newTagNames = [] } = body as { tagIds: string[]; newTagNames?: string[] };
      return accept({
        tags: [
          ...tagIds.map((id) => ({ id, name: id === 'tag-1' ? 'safety' : 'onboarding' })),
          ...newTagNames.map((name) => ({ id: `tag-${name}`, name })),
        ],
      });
    },
    'PUT /api/courses/c1/usergroups': ({ body }) => accept(body as Partial<Course>),
    'PUT /api/courses/c1/prerequisites': ({ body }) => accept(body as Partial<Course>),
    'PUT /api/courses/c1/group-training': ({ body }) => accept({ isGroupTrainingEnabled: (body as { isEnabled: boolean }).isEnabled }),
    'POST /api/v2/leaderBoard/enable': ({ body }) =>
      accept({ leaderboard: { id: 'board-1', isEnabled: (body as { isEnabled: boolean }).isEnabled } }),
    'GET /api/usergroups': { status: 200, body: [{ id: 'g1', name: 'Warehouse', memberCount: 12 }] },
    'GET /api/users': { status: 200, body: { items: [], totalCount: 0 } },
    'POST /api/usergroups': ({ body }) => ({ status: 201, body: { id: 'g2', name: (body as { name: string }).name, memberCount: 0 } }),
    'GET /api/courses': {
      status: 200,
      body: {
        items: [
          toMiniCourse({ ...course, courseStatus: 'Draft' }, '2030-01-01T00:00:00.000Z'),
          toMiniCourse(
            { id: 'c2', title: 'Site induction', description: '', courseStatus: 'Published', thumbnail: '' },
            '2030-01-01T00:00:00.000Z',
          ),
        ],
        totalCount: 2,
        currentPage: 1,
        pageSize: 2000,
      },
    },
    ...extra,
  });
}

const bodiesTo = (requests: RecordedRequest[], path: string) =>
  requests.filter((request) => request.path === path && request.method !== 'GET').map((request) => request.body);

describe('the tags section', () => {
  it('picks an existing tag and creates a new one on the fly, saving at once', async () => {
    const requests = settingsServer();
    const { user } = await renderApp('/course/c1/edit?section=tags');
    const input = await screen.findByRole('combobox', { name: 'Add a tag' });

    await user.type(input, 'onb');
    await user.click(await screen.findByRole('option', { name: 'onboarding' }));
    await waitFor(() => expect(bodiesTo(requests, '/api/courses/c1/tags')).toEqual([{ tagIds: ['tag-1', 'tag-2'], version: 4 }]));

    await user.type(input, 'Forklifts');
    expect(screen.getByText('No results found')).toBeTruthy();
    await user.click(screen.getByRole('option', { name: 'Add "Forklifts"' }));
    await waitFor(() =>
      expect(bodiesTo(requests, '/api/courses/c1/tags').at(-1)).toEqual({
        tagIds: ['tag-1', 'tag-2'],
        newTagNames: ['Forklifts'],
        version: 5,
      }),
    );
    const current = screen.getByRole('list', { name: 'Tags of this course' });
    expect(
      within(current)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['safety', 'onboarding', 'Forklifts']);

    await user.click(screen.getByRole('button', { name: 'Remove tag safety' }));
    await waitFor(() => expect(bodiesTo(requests, '/api/courses/c1/tags').at(-1)).toMatchObject({ tagIds: ['tag-2', 'tag-Forklifts'] }));
  });
});

describe('the access section', () => {
  it('limits access to picked user groups, creates a group inline, and saves 1 s after the last change', async () => {
    const requests = settingsServer();
    const { user } = await renderApp('/course/c1/edit?section=access');
    expect(((await screen.findByRole('radio', { name: 'Only some user groups' })) as HTMLInputElement).checked).toBe(true);

    await user.click(await screen.findByRole('checkbox', { name: 'Warehouse' }));
    await user.type(screen.getByLabelText('New group name'), 'Drivers');
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    expect(await screen.findByRole('checkbox', { name: 'Drivers' })).toBeTruthy();

    await waitFor(
      () =>
        expect(bodiesTo(requests, '/api/courses/c1/usergroups').at(-1)).toEqual({
          universalAccess: false,
          userGroups: ['g1', 'g2'],
          version: 4,
        }),
      { timeout: 3000 },
    );
    expect(bodiesTo(requests, '/api/usergroups')).toEqual([{ name: 'Drivers' }]);
  });

  it('waits 1 s before saving a change of access', async () => {
    const requests = settingsServer();
    await renderApp('/course/c1/edit?section=access');
    const everyone = await screen.findByRole('radio', { name: 'Everyone in the account' });
    vi.useFakeTimers();
    await act(async () => {
      everyone.click();
      await vi.advanceTimersByTimeAsync(999);
    });
    expect(bodiesTo(requests, '/api/courses/c1/usergroups')).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    expect(bodiesTo(requests, '/api/courses/c1/usergroups')).toEqual([{ universalAccess: true, userGroups: [], version: 4 }]);
  });
});

describe('the prerequisites section', () => {
  it('picks from the mini course list, leaving out this course', async () => {
    const requests = settingsServer();
    const { user } = await renderApp('/course/c1/edit?section=prerequisites');
    const list = await screen.findByRole('list', { name: 'Prerequisites' });
    expect(
      within(list)
        .getAllByRole('checkbox')
        .map((box) => box.closest('li')?.textContent),
    ).toEqual(['Site inductionPublished']);
    await user.click(within(list).getByRole('checkbox', { name: 'Site induction' }));
    expect(screen.getByText('1 course chosen')).toBeTruthy();
    await waitFor(() => expect(bodiesTo(requests, '/api/courses/c1/prerequisites')).toEqual([{ prerequisites: ['c2'], version: 4 }]), {
      timeout: 3000,
    });
  });
});

describe('the group training and leaderboard switches', () => {
  it('save each through its own call at once', async () => {
    const requests = settingsServer();
    const { user } = await renderApp('/course/c1/edit?section=features');
    await user.click(await screen.findByRole('switch', { name: 'Group training' }));
    await waitFor(() => expect(bodiesTo(requests, '/api/courses/c1/group-training')).toEqual([{ isEnabled: true, version: 4 }]));
    await user.click(screen.getByRole('switch', { name: 'Leaderboard' }));
    await waitFor(() =>
      expect(bodiesTo(requests, '/api/v2/leaderBoard/enable')).toEqual([{ courseId: 'c1', isEnabled: true, version: 5 }]),
    );
    expect((screen.getByRole('switch', { name: 'Leaderboard' }) as HTMLInputElement).checked).toBe(true);
  });
});
