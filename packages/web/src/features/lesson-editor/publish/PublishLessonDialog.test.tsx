import { slideTemplates, toTemplateInfo, type Course, type LessonAuthoringConfig } from '@slidewise/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorCourse } from '../../../test/course-fixtures.ts';
import { mockApi, type RecordedRequest } from '../../../test/fetch-mock.ts';
import { renderApp, signedIn } from '../../../test/render-app.tsx';
import { lessonConfig, titleSlide } from '../state/test-lesson.ts';

type Routes = Parameters<typeof mockApi>[0];

/** The lesson's API with its course; saves answered with a new identifier, publishing with the course. */
function lessonApi({
  course = {},
  config = lessonConfig(),
  extra = {},
}: {
  course?: Partial<Course>;
  config?: LessonAuthoringConfig;
  extra?: Routes;
} = {}) {
  const theCourse = editorCourse({ id: 'c1', title: 'Site safety', ...course });
  let saves = 0;
  return mockApi({
    ...signedIn,
    'GET /api/slide-templates': { status: 200, body: { items: slideTemplates.map(toTemplateInfo) } },
    'GET /api/lesson-authoring/l1': { status: 200, body: config },
    'PUT /api/lesson-authoring/l1': ({ body }) => {
      saves += 1;
      return {
        status: 200,
        body: { latestSavedSlidesStateIdentifier: `saved-${saves}`, slides: (body as { slides: unknown[] }).slides, language: 'en-US' },
      };
    },
    'GET /api/courses/c1': { status: 200, body: theCourse },
    'GET /api/usergroups': { status: 200, body: [{ id: 'g1', name: 'Night shift', memberCount: 3 }] },
    'POST /api/course/c1/lessons/publish': { status: 200, body: { ...theCourse, lessons: [{ id: 'l1', isPublished: true }] } },
    ...extra,
  });
}

const calls = (requests: RecordedRequest[], method: string, path: string) =>
  requests.filter((request) => request.method === method && request.path === path);

async function openDialog(url = '/lesson/l1') {
  const view = await renderApp(url);
  await screen.findByRole('heading', { level: 1, name: 'Ladders' });
  await view.user.click(screen.getByRole('button', { name: url.includes('es-ES') ? 'Publicar' : 'Publish' }));
  return { ...view, dialog: await screen.findByRole('dialog') };
}

describe('publishing from the lesson editor', () => {
  it('says what publishing means while the course is a draft, and publishes the lesson', async () => {
    const requests = lessonApi({ course: { courseStatus: 'Draft' } });
    const { user, dialog } = await openDialog();
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Publish “Ladders”' })).toBeTruthy();
    expect(
      await within(dialog).findByText(/The course “Site safety” is not published \(Draft\), so no learner sees this lesson yet/),
    ).toBeTruthy();
    expect(within(dialog).getByTestId('course-audience').textContent).toBe('Who can see it: Nobody: access is limited to no groups');
    // A draft course nobody can see yet is no trap.
    expect(within(dialog).queryByText('No learner can see this course')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Publish lesson' }));
    expect(await within(dialog).findByText('The lesson is published.')).toBeTruthy();
    expect(calls(requests, 'POST', '/api/course/c1/lessons/publish').map((request) => request.body)).toEqual([{ lessonIds: ['l1'] }]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('badges an unfinished slide, lists it in the dialog with what to fill, and takes the author to it', async () => {
    const requests = lessonApi({
      config: lessonConfig({ slides: [titleSlide('s1', 'Welcome'), titleSlide('s2', '', '')] }),
      course: { courseStatus: 'Published', universalAccess: true },
    });
    const view = await renderApp('/lesson/l1');
    await screen.findByRole('heading', { level: 1, name: 'Ladders' });
    const rows = [...document.querySelectorAll('.slide-row__select')];
    expect(rows.map((row) => row.querySelector('.slide-row__unfinished')?.textContent ?? null)).toEqual([null, 'To finish']);
    expect(rows[1]?.getAttribute('aria-label')).toBe('Slide 2: Untitled slide, Title. 1 field to fill before publishing');

    await view.user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/Learners of “Site safety” get this version of the lesson/)).toBeTruthy();
    expect(within(dialog).getByText('Finish these slides first')).toBeTruthy();
    expect(within(dialog).getByText('Slide 2: Untitled slide (Title)')).toBeTruthy();
    expect(within(dialog).getByText('To fill: Title')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Publish lesson' }) as HTMLButtonElement).disabled).toBe(true);
    await view.user.click(within(dialog).getByRole('button', { name: 'Go to slide 2' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.querySelector('.slide-row__select[aria-current="true"]')?.getAttribute('aria-label')).toMatch(/^Slide 2:/);
    expect(calls(requests, 'POST', '/api/course/c1/lessons/publish')).toEqual([]);
  });

  it('shows the slides the server names when it refuses, and publishes nothing', async () => {
    lessonApi({
      extra: {
        'POST /api/course/c1/lessons/publish': {
          status: 409,
          body: {
            message: 'Not published',
            code: 'incomplete_slides',
            details: {
              lessons: [
                {
                  lessonId: 'l1',
                  lessonTitle: 'Ladders',
                  slides: [
                    {
                      slideId: 's3',
                      position: 3,
                      name: 'Quiz time',
                      templateName: 'Title',
                      fields: [{ path: ['title'], message: 'Required', code: 'required' }],
                    },
                  ],
                },
              ],
            },
          },
        },
      },
    });
    const { user, dialog } = await openDialog();
    await user.click(await within(dialog).findByRole('button', { name: 'Publish lesson' }));
    expect(await within(dialog).findByText('Slide 3: Quiz time (Title)')).toBeTruthy();
    expect(within(dialog).queryByText('The lesson is published.')).toBeNull();
  });

  it('saves unsaved edits before publishing them', async () => {
    // The save is held until the author has asked to publish, so the edit is still unsaved then.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const requests = lessonApi({
      extra: {
        'PUT /api/lesson-authoring/l1': async ({ body }) => {
          await held;
          return {
            status: 200,
            body: { latestSavedSlidesStateIdentifier: 'saved-1', slides: (body as { slides: unknown[] }).slides, language: 'en-US' },
          };
        },
      },
    });
    await renderApp('/lesson/l1');
    await screen.findByRole('heading', { level: 1, name: 'Ladders' });
    fireEvent.change(screen.getByLabelText('Slide name', { exact: false }), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Your latest edits are saved first.')).toBeTruthy();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Publish lesson' }));
    await waitFor(() => expect(calls(requests, 'PUT', '/api/lesson-authoring/l1')).toHaveLength(1));
    expect(calls(requests, 'POST', '/api/course/c1/lessons/publish')).toEqual([]);
    release();
    await within(dialog).findByText('The lesson is published.');
    const writes = requests.filter((request) => request.method !== 'GET').map((request) => `${request.method} ${request.path}`);
    expect(writes).toEqual(['PUT /api/lesson-authoring/l1', 'POST /api/course/c1/lessons/publish']);
    const [saved] = calls(requests, 'PUT', '/api/lesson-authoring/l1');
    expect((saved?.body as { slides: { name: string }[] } | undefined)?.slides[0]?.name).toBe('Hello');
  });

  it('in a live course nobody can see, says so and gives the groups picked there access, from the keyboard', async () => {
    const requests = lessonApi({
      course: { courseStatus: 'Published', universalAccess: false, userGroups: [] },
      extra: {
        'PUT /api/courses/c1/usergroups': ({ body }) => ({
          status: 200,
          body: editorCourse({ id: 'c1', title: 'Site safety', courseStatus: 'Published', ...(body as object), version: 5 }),
        }),
      },
    });
    const view = await renderApp('/lesson/l1');
    await screen.findByRole('heading', { level: 1, name: 'Ladders' });
    screen.getByRole('button', { name: 'Publish' }).focus();
    await view.user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('No learner can see this course')).toBeTruthy();
    expect(within(dialog).getByText(/so no learner will see this lesson/)).toBeTruthy();
    within(dialog).getByRole('checkbox', { name: 'Night shift' }).focus();
    await view.user.keyboard(' ');
    within(dialog).getByRole('button', { name: 'Give these groups access' }).focus();
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(within(dialog).queryByText('No learner can see this course')).toBeNull());
    expect(calls(requests, 'PUT', '/api/courses/c1/usergroups').map((request) => request.body)).toEqual([
      { universalAccess: false, userGroups: ['g1'], version: 4 },
    ]);
    expect(within(dialog).getByTestId('course-audience').textContent).toBe('Who can see it: Members of 1 group: Night shift');
    // The test DOM has no native Escape on <dialog>; the Cancel button is its keyboard twin here.
    within(dialog).getByRole('button', { name: 'Cancel' }).focus();
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('speaks Spanish', async () => {
    lessonApi({ course: { courseStatus: 'Draft' } });
    const { dialog } = await openDialog('/lesson/l1?lng=es-ES');
    expect(within(dialog).getByRole('heading', { name: 'Publicar «Ladders»' })).toBeTruthy();
    expect(await within(dialog).findByText(/El curso «Site safety» no está publicado \(Borrador\)/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Publicar lección' })).toBeTruthy();
  });
});
