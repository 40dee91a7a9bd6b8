import type { Course } from '@slidewise/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, type RecordedRequest } from '../../../test/fetch-mock.ts';
import { renderApp, signedIn } from '../../../test/render-app.tsx';
import { editorCourse, lessonSummary } from '../../../test/course-fixtures.ts';

const course = editorCourse({
  modules: [
    { id: 'm1', title: 'Basics', lessonIds: ['l1', 'l2'] },
    { id: 'm2', title: 'Practice', lessonIds: [] },
  ],
});
const lessons = [
  lessonSummary('l1', 'Lesson', 'Walk-around check'),
  lessonSummary('l2', 'Assessment', 'Quiz'),
  lessonSummary('l3', 'Discussion', 'Share a story'),
];

function builderApi(extra: Parameters<typeof mockApi>[0] = {}, start: Course = course) {
  return mockApi({
    ...signedIn,
    'GET /api/courses/c1': { status: 200, body: start },
    'GET /api/course/c1/lessons': { status: 200, body: lessons },
    ...extra,
  });
}

const coursePuts = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.method === 'PUT' && r.path === '/api/courses/c1').map((r) => r.body);
const region = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

describe('the course builder page', () => {
  it('shows modules with their lessons, the lessons in no module, and a link back to the editor', async () => {
    builderApi();
    await renderApp('/course-builder/c1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Forklift safety' })).toBeTruthy();
    expect(
      within(region('Basics'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Walk-around check'), expect.stringContaining('Quiz')]);
    expect(within(region('Practice')).getByText('No lessons here. Drag a lesson here or add one.')).toBeTruthy();
    expect(within(region('Not in a module')).getByText('Share a story')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the editor' }).getAttribute('href')).toBe('/course/c1/edit');
  });

  it('says how it differs from the course editor', async () => {
    builderApi();
    await renderApp('/course-builder/c1');
    await screen.findByRole('heading', { level: 1, name: 'Forklift safety' });
    expect(screen.getByText(/group its lessons into modules/).textContent).toContain('are in the course editor');
  });

  it('moves a lesson into another module and saves the outline with the version', async () => {
    const requests = builderApi({
      'PUT /api/courses/c1': ({ body }) => ({ status: 200, body: { ...course, ...(body as object), version: 5 } }),
    });
    await renderApp('/course-builder/c1');
    fireEvent.change(await screen.findByLabelText('Module of Share a story'), { target: { value: 'm2' } });
    await waitFor(() => expect(within(region('Practice')).getByText('Share a story')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Move Quiz up' }));
    await waitFor(() => expect(coursePuts(requests)).toHaveLength(2));
    expect(coursePuts(requests)).toEqual([
      { version: 4, modules: [course.modules[0], { id: 'm2', title: 'Practice', lessonIds: ['l3'] }] },
      {
        version: 5,
        modules: [
          { id: 'm1', title: 'Basics', lessonIds: ['l2', 'l1'] },
          { id: 'm2', title: 'Practice', lessonIds: ['l3'] },
        ],
      },
    ]);
  });

  it('deletes a module: its lessons go back to "Not in a module"', async () => {
    const requests = builderApi({
      'PUT /api/courses/c1': ({ body }) => ({ status: 200, body: { ...course, ...(body as object), version: 5 } }),
    });
    await renderApp('/course-builder/c1');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete module Basics' }));
    await waitFor(() => expect(within(region('Not in a module')).getByText('Quiz')).toBeTruthy());
    expect(coursePuts(requests)).toEqual([{ version: 4, modules: [course.modules[1]] }]);
  });

  it('renames a module in place: Enter saves, Escape cancels', async () => {
    const requests = builderApi({
      'PUT /api/courses/c1': ({ body }) => ({ status: 200, body: { ...course, ...(body as object), version: 5 } }),
    });
    await renderApp('/course-builder/c1');
    fireEvent.click(await screen.findByRole('button', { name: 'Rename module Practice' }));
    fireEvent.change(screen.getByLabelText('Module title', { selector: 'input.course-builder__rename' }), { target: { value: 'Drills' } });
    fireEvent.keyDown(screen.getByLabelText('Module title', { selector: 'input.course-builder__rename' }), { key: 'Escape' });
    expect(region('Practice')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Rename module Practice' }));
    const field = screen.getByLabelText('Module title', { selector: 'input.course-builder__rename' });
    fireEvent.change(field, { target: { value: 'Drills' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(await screen.findByRole('heading', { name: /^Drills/ })).toBeTruthy();
    await waitFor(() =>
      expect(coursePuts(requests)).toEqual([{ version: 4, modules: [course.modules[0], { id: 'm2', title: 'Drills', lessonIds: [] }] }]),
    );
  });

  it('renames a lesson in place with its version', async () => {
    const requests = builderApi({ 'PUT /api/lessons/l2': { status: 200, body: { message: 'ignored' } } });
    await renderApp('/course-builder/c1');
    fireEvent.click(await screen.findByRole('button', { name: 'Rename lesson Quiz' }));
    const field = screen.getByLabelText('Lesson title', { selector: 'input.course-builder__rename' });
    fireEvent.change(field, { target: { value: 'Final quiz' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(requests.find((r) => r.path === '/api/lessons/l2')?.body).toEqual({ title: 'Final quiz', version: 1 }));
  });

  it('puts the outline back and shows the message when a save fails', async () => {
    builderApi({ 'PUT /api/courses/c1': { status: 500, body: { message: 'The database is unavailable.', code: 'internal_error' } } });
    await renderApp('/course-builder/c1');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete module Basics' }));
    expect(
      await screen.findByText('The outline was not saved and has been put back: Something went wrong on our side. Please try again.'),
    ).toBeTruthy();
    expect(within(region('Basics')).getByText('Quiz')).toBeTruthy();
  });

  it('reloads the course and says so on a 409', async () => {
    let reads = 0;
    builderApi({
      'GET /api/courses/c1': () => {
        reads += 1;
        return {
          status: 200,
          body: reads === 1 ? course : { ...course, version: 6, modules: [{ id: 'm9', title: 'From elsewhere', lessonIds: [] }] },
        };
      },
      'PUT /api/courses/c1': { status: 409, body: { message: 'Stale', code: 'conflict' } },
    });
    await renderApp('/course-builder/c1');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete module Basics' }));
    expect(await screen.findByRole('heading', { name: /^From elsewhere/ })).toBeTruthy();
    expect(screen.getByText(/This course was changed elsewhere/)).toBeTruthy();
  });

  it('adds a lesson inline into a module', async () => {
    const requests = builderApi({
      'POST /api/course/c1/lessons': { status: 201, body: { id: 'l4' } },
      'PUT /api/courses/c1': ({ body }) => ({ status: 200, body: { ...course, ...(body as object), version: 5 } }),
    });
    await renderApp('/course-builder/c1');
    const form = await screen.findByRole('form', { name: 'Add a lesson to Practice' });
    fireEvent.change(within(form).getByLabelText('Kind'), { target: { value: 'Conference' } });
    fireEvent.change(within(form).getByLabelText('Lesson title'), { target: { value: 'Live demo' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add lesson' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ kind: 'Conference', title: 'Live demo' }));
  });
});
