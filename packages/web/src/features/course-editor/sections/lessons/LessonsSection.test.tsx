import { defaultLesson, type LessonSummary } from '@slidewise/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../../test/fetch-mock.ts';
import { renderApp, signedIn } from '../../../../test/render-app.tsx';
import { editorCourse, lessonSummary } from '../../../../test/course-fixtures.ts';

const course = editorCourse();

/** A server holding the course's lessons in a list the calls change, as the real one would. */
function lessonServer(initial: LessonSummary[]) {
  let lessons = [...initial];
  let version = course.version;
  const answerCourse = () => {
    version += 1;
    return { status: 200, body: { ...course, version, lessons: lessons.map(({ id, isPublished }) => ({ id, isPublished })) } };
  };
  // spec §7 copy: the copy goes right after the original, unpublished.
  const copyOf = (id: string) => {
    const original = lessons.find((lesson) => lesson.id === id)!;
    const copy = { ...original, id: `${id}-copy`, title: `${original.title} (copy)`, isPublished: false };
    lessons.splice(lessons.indexOf(original) + 1, 0, copy);
    return { status: 201, body: defaultLesson({ id: copy.id, kind: copy.kind, title: copy.title, courseId: 'c1' }) };
  };
  const requests = mockApi({
    ...signedIn,
    'GET /api/courses/c1': () => ({ status: 200, body: { ...course, version } }),
    'GET /api/course/c1/lessons': () => ({ status: 200, body: lessons }),
    'POST /api/course/c1/lessons': ({ body }) => {
      const { kind, title } = body as { kind: LessonSummary['kind']; title: string };
      const created = lessonSummary(`new-${lessons.length + 1}`, kind, title);
      lessons = [...lessons, created];
      return { status: 201, body: defaultLesson({ id: created.id, kind, title, courseId: 'c1' }) };
    },
    'PUT /api/course/c1/lessons/order': ({ body }) => {
      const { lessonIds } = body as { lessonIds: string[] };
      lessons = lessonIds.map((id) => lessons.find((lesson) => lesson.id === id)!);
      return answerCourse();
    },
    'POST /api/course/c1/lessons/publish': ({ body }) => {
      const { lessonIds } = body as { lessonIds: string[] };
      lessons = lessons.map((lesson) => (lessonIds.includes(lesson.id) ? { ...lesson, isPublished: true } : lesson));
      return answerCourse();
    },
    'POST /api/lessons/copy': ({ body }) => copyOf((body as { lessonId: string }).lessonId),
    'POST /api/observations/l3/copy': () => copyOf('l3'),
    'DELETE /api/discussions/l2': () => {
      lessons = lessons.filter((lesson) => lesson.id !== 'l2');
      return { status: 204 };
    },
  });
  return { requests, lessons: () => lessons };
}

const titles = () =>
  screen
    .getAllByRole('listitem')
    .filter((item) => item.hasAttribute('data-lesson-id'))
    .map((item) => item.getAttribute('data-lesson-id'));

describe('the lessons section', () => {
  it('shows each lesson with its kind and published state, and an empty state without lessons', async () => {
    lessonServer([
      lessonSummary('l1', 'Lesson', 'Welcome', { isPublished: true }),
      lessonSummary('l2', 'Discussion', 'Your site', { isPublished: true, hasUnpublishedChanges: true }),
    ]);
    await renderApp('/course/c1/edit?section=lessons');
    const welcome = (await screen.findByRole('link', { name: 'Welcome' })).closest('li')!;
    expect(within(welcome).getByText('Lesson')).toBeTruthy();
    expect(within(welcome).getByText('Published')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Your site' }).getAttribute('href')).toBe('/discussion/l2');
    expect(screen.getByText('Published, with unpublished changes')).toBeTruthy();
    expect(screen.getByText('2 lessons')).toBeTruthy();
  });

  it('says so when the course has no lessons', async () => {
    lessonServer([]);
    await renderApp('/course/c1/edit?section=lessons');
    expect(await screen.findByText('No lessons yet')).toBeTruthy();
  });

  it('adds a lesson of the chosen kind at the end', async () => {
    const server = lessonServer([lessonSummary('l1', 'Lesson', 'Welcome')]);
    const { user } = await renderApp('/course/c1/edit?section=lessons');
    await screen.findByRole('link', { name: 'Welcome' });
    await user.selectOptions(screen.getByLabelText('Kind'), 'Assessment');
    await user.type(screen.getByLabelText('Title of the new lesson'), 'Final check');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('link', { name: 'Final check' })).toBeTruthy();
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({ kind: 'Assessment', title: 'Final check' });
    expect(screen.getByRole('link', { name: 'Final check' }).getAttribute('href')).toBe('/assignment/new-2');
    expect(titles()).toEqual(['l1', 'new-2']);
  });

  it('reorders with the keyboard, sends the whole order, and keeps focus on the moved lesson', async () => {
    const server = lessonServer([
      lessonSummary('l1', 'Lesson', 'Welcome'),
      lessonSummary('l2', 'Discussion', 'Your site'),
      lessonSummary('l3', 'Conference', 'Live Q&A'),
    ]);
    const { user } = await renderApp('/course/c1/edit?section=lessons');
    await screen.findByRole('link', { name: 'Welcome' });
    expect((screen.getByRole('button', { name: 'Move Welcome up' }) as HTMLButtonElement).disabled).toBe(true);

    screen.getByRole('button', { name: 'Move Welcome down' }).focus();
    await user.keyboard('{Enter}');
    expect(titles()).toEqual(['l2', 'l1', 'l3']);
    expect(await screen.findByText('Welcome moved to position 2 of 3.')).toBeTruthy();
    const order = server.requests.filter((request) => request.path === '/api/course/c1/lessons/order');
    expect(order.map((request) => request.body)).toEqual([{ lessonIds: ['l2', 'l1', 'l3'] }]);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Move Welcome down');
    expect(server.lessons().map((lesson) => lesson.id)).toEqual(['l2', 'l1', 'l3']);
  });

  it('puts the old order back when the server refuses the new one', async () => {
    lessonServer([lessonSummary('l1', 'Lesson', 'Welcome'), lessonSummary('l2', 'Discussion', 'Your site')]);
    mockApi({
      ...signedIn,
      'GET /api/courses/c1': { status: 200, body: course },
      'GET /api/course/c1/lessons': {
        status: 200,
        body: [lessonSummary('l1', 'Lesson', 'Welcome'), lessonSummary('l2', 'Discussion', 'Your site')],
      },
      'PUT /api/course/c1/lessons/order': { status: 500, body: { message: 'Order not saved.', code: 'internal_error' } },
    });
    const { user } = await renderApp('/course/c1/edit?section=lessons');
    await screen.findByRole('link', { name: 'Welcome' });
    await user.click(screen.getByRole('button', { name: 'Move Your site up' }));
    expect(await screen.findByText('Your last change was not saved and has been undone.')).toBeTruthy();
    expect(titles()).toEqual(['l1', 'l2']);
  });

  it('deletes a lesson at its kind’s path after a confirmation', async () => {
    const server = lessonServer([lessonSummary('l1', 'Lesson', 'Welcome'), lessonSummary('l2', 'Discussion', 'Your site')]);
    const { user } = await renderApp('/course/c1/edit?section=lessons');
    await screen.findByRole('link', { name: 'Your site' });

    await user.click(screen.getByRole('button', { name: 'Delete Your site' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this lesson?' });
    expect(within(dialog).getByText('Your site will be removed from the course. This cannot be undone.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.requests.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Your site' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete lesson' }));
    expect(await screen.findByText('Your site deleted.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Your site' })).toBeNull();
    expect(server.requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
      '/api/discussions/l2',
    ]);
  });

  it('copies a lesson at its kind’s path, the observation with its id in the path', async () => {
    const server = lessonServer([lessonSummary('l1', 'Lesson', 'Welcome'), lessonSummary('l3', 'Observation', 'On the floor')]);
    const { user } = await renderApp('/course/c1/edit?section=lessons');
    await user.click(await screen.findByRole('button', { name: 'Copy Welcome' }));
    expect(await screen.findByRole('link', { name: 'Welcome (copy)' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Copy On the floor' }));
    expect(await screen.findByRole('link', { name: 'On the floor (copy)' })).toBeTruthy();
    expect(titles()).toEqual(['l1', 'l1-copy', 'l3', 'l3-copy']);
    const copies = server.requests.filter((request) => request.path.endsWith('/copy')).map((request) => [request.path, request.body]);
    expect(copies).toEqual([
      ['/api/lessons/copy', { lessonId: 'l1' }],
      ['/api/observations/l3/copy', {}],
    ]);
  });

  it('publishes the selected lessons', async () => {
    const server = lessonServer([
      lessonSummary('l1', 'Lesson', 'Welcome'),
      lessonSummary('l2', 'Discussion', 'Your site'),
      lessonSummary('l3', 'Observation', 'On the floor'),
    ]);
    const { user } = await renderApp('/course/c1/edit?section=lessons');
    await screen.findByRole('link', { name: 'Welcome' });
    const publish = screen.getByRole('button', { name: 'Publish selected (0)' }) as HTMLButtonElement;
    expect(publish.disabled).toBe(true);

    await user.click(screen.getByRole('checkbox', { name: 'Select Welcome' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select On the floor' }));
    await user.click(screen.getByRole('button', { name: 'Publish selected (2)' }));
    expect(await screen.findByText('2 lessons published.')).toBeTruthy();
    expect(server.requests.find((request) => request.path === '/api/course/c1/lessons/publish')?.body).toEqual({ lessonIds: ['l1', 'l3'] });
    const floor = screen.getByRole('link', { name: 'On the floor' }).closest('li')!;
    expect(await within(floor).findByText('Published')).toBeTruthy();
  });
});
