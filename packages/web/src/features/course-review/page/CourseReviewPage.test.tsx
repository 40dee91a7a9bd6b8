import { defaultLesson, type ReviewComment } from '@slidewise/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock.ts';
import { renderApp, signedIn } from '../../../test/render-app.tsx';
import { editorCourse, lessonSummary } from '../../../test/course-fixtures.ts';

const slide = (id: string, name: string, templateName: string, displayIndex: number) => ({
  id,
  type: 'text',
  subtype: 'plain',
  name,
  displayIndex,
  templateName,
  templateDescription: '',
  data: {},
  metadata: { sourceId: '', sourceType: '', slideId: id, questions: [] },
});

const comment = (id: string, lessonId: string, slideId: string | null, content: string, resolved = false): ReviewComment => ({
  id,
  courseId: 'c1',
  lessonId,
  slideId,
  content,
  resolved,
  author: { id: 'u1', name: 'Rita Reviewer' },
  createdAt: '2030-01-01T09:00:00.000Z',
  modified: '2030-01-01T09:00:00.000Z',
});

const lessons = [lessonSummary('l1', 'Lesson', 'Walk-around check'), lessonSummary('l2', 'Discussion', 'Share a story')];
const lessonOne = defaultLesson({ id: 'l1', courseId: 'c1', title: 'Walk-around check' });
lessonOne.configuration.slides = [slide('s2', 'Checklist', 'Bullet list', 2), slide('s1', 'Welcome', 'Title slide', 1)];

function reviewApi(comments: ReviewComment[], extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...signedIn,
    'GET /api/courses/c1': { status: 200, body: editorCourse() },
    'GET /api/course/c1/lessons': { status: 200, body: lessons },
    'GET /api/courses/c1/review-comments': { status: 200, body: comments },
    'GET /api/lessons/l1': { status: 200, body: lessonOne },
    'GET /api/lessons/l2': { status: 200, body: defaultLesson({ id: 'l2', courseId: 'c1', title: 'Share a story' }) },
    ...extra,
  });
}

describe('the course review page', () => {
  it('walks through the lessons with their slides read-only and open comment counts', async () => {
    reviewApi([comment('a', 'l1', null, 'Too long'), comment('b', 'l1', 's1', 'Typo', true), comment('c', 'l2', null, 'Nice')]);
    await renderApp('/course/c1/review');
    const nav = await screen.findByRole('navigation', { name: 'Lessons' });
    expect(
      within(nav)
        .getByRole('button', { name: /Walk-around check.*1 open comment$/ })
        .getAttribute('aria-current'),
    ).toBe('true');
    expect(await screen.findByRole('heading', { level: 3, name: 'Slide 1: Welcome' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Slide 1: Welcome', 'Slide 2: Checklist']);
    expect(screen.getByText('Title slide')).toBeTruthy();
    expect(screen.getByText('Too long')).toBeTruthy();
    // Resolved comments are hidden until asked for.
    expect(screen.queryByText('Typo')).toBeNull();
    fireEvent.click(screen.getByLabelText('Show resolved comments'));
    expect(screen.getByText('Typo')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next lesson' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Share a story' })).toBeTruthy();
    expect(screen.getByText('Nice')).toBeTruthy();
    expect(screen.getByText('Lesson 2 of 2')).toBeTruthy();
  });

  it('adds a comment anchored to a slide and resolves one', async () => {
    const requests = reviewApi([comment('a', 'l1', null, 'Too long')], {
      'POST /api/courses/c1/review-comments': ({ body }) => ({
        status: 201,
        body: comment('n', 'l1', 's2', (body as { content: string }).content),
      }),
      'PUT /api/courses/c1/review-comments/a': { status: 200, body: comment('a', 'l1', null, 'Too long', true) },
    });
    await renderApp('/course/c1/review');
    const form = await screen.findByRole('form', { name: 'Comment on Slide 2: Checklist' });
    fireEvent.change(within(form).getByLabelText('Comment'), { target: { value: 'Add a picture' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByText('Add a picture')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ lessonId: 'l1', slideId: 's2', content: 'Add a picture' });

    fireEvent.click(within(screen.getByRole('list', { name: 'Comments on Walk-around check' })).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(screen.queryByText('Too long')).toBeNull());
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ resolved: true });
  });

  it('says when the course has no lessons', async () => {
    reviewApi([], { 'GET /api/course/c1/lessons': { status: 200, body: [] } });
    await renderApp('/course/c1/review');
    expect(await screen.findByText('This course has no lessons to review yet.')).toBeTruthy();
  });
});
