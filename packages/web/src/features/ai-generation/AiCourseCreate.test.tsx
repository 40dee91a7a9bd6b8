import type { AiCourseGeneration } from '@slidewise/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorCourse, noLessons } from '../../test/course-fixtures.ts';
import { mockApi } from '../../test/fetch-mock.ts';
import { renderApp, signedIn } from '../../test/render-app.tsx';

const outline = {
  title: 'Fire safety',
  description: 'Staying safe.',
  lessons: [
    { title: 'Exits', summary: 'Where they are.' },
    { title: 'Extinguishers', summary: 'Which to use.' },
  ],
};
const usage = { inputTokens: 10, outputTokens: 20, totalTokens: 30 };
/** A run; a failed one carries its failure as the server's API error would (message, code, details). */
const run = (
  status: AiCourseGeneration['status'],
  lessonsDone: number,
  failure: Pick<AiCourseGeneration, 'failureReason' | 'failureCode' | 'failureDetails'> = {
    failureReason: null,
    failureCode: null,
    failureDetails: null,
  },
): AiCourseGeneration => ({
  courseId: 'c-ai',
  status,
  outline,
  lessonsDone,
  lessonsTotal: 2,
  lessonIds: [],
  ...failure,
  usage,
});

describe('a course with AI', () => {
  it('proposes an outline to edit, then generates the course and opens its editor on the progress', async () => {
    const course = editorCourse({ id: 'c-ai', title: 'Fire safety', generationStatus: 'Generating' });
    const requests = mockApi({
      ...signedIn,
      'POST /api/courses/ai/outline': { status: 200, body: { outline, usage } },
      'POST /api/courses/ai/generations': { status: 201, body: run('Generating', 0) },
      'GET /api/courses/c-ai': { status: 200, body: course },
      'GET /api/courses/c-ai/ai-generation': { status: 200, body: run('Generating', 1) },
      ...noLessons('c-ai'),
    });
    const { user, router } = await renderApp('/course/new/edit?with=ai');
    expect(await screen.findByRole('heading', { level: 1, name: 'New course with AI' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Propose an outline' }));
    expect(await screen.findByText('Describe what the course should teach.')).toBeTruthy();
    await user.type(screen.getByLabelText('What should the course teach?', { exact: false }), 'Fire safety');
    await user.click(screen.getByRole('button', { name: 'Propose an outline' }));

    expect(await screen.findByRole('heading', { name: 'Review the outline' })).toBeTruthy();
    expect(screen.getByText('30 tokens used')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove lesson 2' }));
    await user.click(screen.getByRole('button', { name: 'Generate the course (1 lesson)' }));

    expect(await screen.findByText('1 of 2 lessons written')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/course/c-ai/edit');
    const started = requests.find((request) => request.path === '/api/courses/ai/generations');
    expect(started?.body).toMatchObject({ request: { topic: 'Fire safety', lessonCount: 1 }, outline: { lessons: [outline.lessons[0]] } });
    expect(screen.getByRole('button', { name: 'Stop after this lesson' })).toBeTruthy();
  });

  it('follows the run it started even when every lesson was written before the editor first read the course', async () => {
    // A fast model: by the editor's first read the course already says Generated, like a course made by hand.
    const course = editorCourse({ id: 'c-ai', title: 'Fire safety', generationStatus: 'Generated' });
    mockApi({
      ...signedIn,
      'POST /api/courses/ai/outline': { status: 200, body: { outline, usage } },
      'POST /api/courses/ai/generations': { status: 201, body: run('Generating', 0) },
      'GET /api/courses/c-ai': { status: 200, body: course },
      'GET /api/courses/c-ai/ai-generation': { status: 200, body: run('Generated', 2) },
      ...noLessons('c-ai'),
    });
    const { user } = await renderApp('/course/new/edit?with=ai');
    await user.type(await screen.findByLabelText('What should the course teach?', { exact: false }), 'Fire safety');
    await user.click(screen.getByRole('button', { name: 'Propose an outline' }));
    await user.click(await screen.findByRole('button', { name: 'Generate the course (2 lessons)' }));
    expect(await screen.findByText('Generated with AI: 30 tokens used.')).toBeTruthy();
  });

  it('shows no generation panel, and asks for none, for a finished course opened later', async () => {
    const course = editorCourse({ id: 'c-ai', title: 'Fire safety', generationStatus: 'Generated' });
    const requests = mockApi({ ...signedIn, 'GET /api/courses/c-ai': { status: 200, body: course }, ...noLessons('c-ai') });
    await renderApp('/course/c-ai/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fire safety' })).toBeTruthy();
    expect(requests.some((request) => request.path.endsWith('/ai-generation'))).toBe(false);
  });

  it('lets the outline grow, reorder and shrink, and asks for what a new lesson lacks before generating', async () => {
    const requests = mockApi({
      ...signedIn,
      'POST /api/courses/ai/outline': { status: 200, body: { outline, usage } },
      'POST /api/courses/ai/generations': { status: 201, body: run('Generating', 0) },
      'GET /api/courses/c-ai': { status: 200, body: editorCourse({ id: 'c-ai', title: 'Fire safety', generationStatus: 'Generating' }) },
      'GET /api/courses/c-ai/ai-generation': { status: 200, body: run('Generating', 0) },
      ...noLessons('c-ai'),
    });
    const { user } = await renderApp('/course/new/edit?with=ai');
    await user.type(await screen.findByLabelText('What should the course teach?', { exact: false }), 'Fire safety');
    await user.click(screen.getByRole('button', { name: 'Propose an outline' }));
    await user.click(await screen.findByRole('button', { name: 'Move lesson 2 up' }));
    expect((screen.getByLabelText('Lesson 1 title') as HTMLInputElement).value).toBe('Extinguishers');
    expect((screen.getByRole('button', { name: 'Move lesson 1 up' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Add a lesson' }));
    await user.click(screen.getByRole('button', { name: 'Generate the course (3 lessons)' }));
    expect(await screen.findByText(/every lesson a title/)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Lesson 3 title'));
    expect(requests.some((request) => request.path === '/api/courses/ai/generations')).toBe(false);

    await user.type(screen.getByLabelText('Lesson 3 title'), 'Alarms');
    await user.type(screen.getByLabelText('Lesson 3: what it teaches'), 'What each alarm means.');
    await user.click(screen.getByRole('button', { name: 'Generate the course (3 lessons)' }));
    expect(await screen.findByText('0 of 2 lessons written')).toBeTruthy();
    const started = requests.find((request) => request.path === '/api/courses/ai/generations');
    expect(started?.body).toMatchObject({
      request: { lessonCount: 3 },
      outline: { lessons: [{ title: 'Extinguishers' }, { title: 'Exits' }, { title: 'Alarms', summary: 'What each alarm means.' }] },
    });
  });

  it('says what to configure when AI is not set up', async () => {
    mockApi({
      ...signedIn,
      'POST /api/courses/ai/outline': { status: 409, body: { code: 'ai_not_configured', message: 'No AI provider.' } },
    });
    const { user } = await renderApp('/course/new/edit?with=ai');
    await user.type(await screen.findByLabelText('What should the course teach?', { exact: false }), 'Fire safety');
    await user.click(screen.getByRole('button', { name: 'Propose an outline' }));
    expect(await screen.findByText(/Settings → AI/)).toBeTruthy();
  });

  it("shows a failed generation with its reason in the reader's language and retries it", async () => {
    const course = editorCourse({ id: 'c-ai', title: 'Fire safety', generationStatus: 'Failed' });
    const failure = {
      failureReason: 'Generating this course failed: the AI provider took too long to answer. Try again.',
      failureCode: 'ai_failed',
      failureDetails: { reason: 'timeout' },
    };
    const requests = mockApi({
      ...signedIn,
      'GET /api/courses/c-ai': { status: 200, body: course },
      'GET /api/courses/c-ai/ai-generation': { status: 200, body: run('Failed', 1, failure) },
      'POST /api/courses/c-ai/ai-generation/retry': { status: 200, body: run('Generating', 1) },
      ...noLessons('c-ai'),
    });
    const { user } = await renderApp('/course/c-ai/edit', { language: 'es-ES' });
    expect(
      await screen.findByText(
        /^El proveedor de IA tardó demasiado en responder\. Inténtalo de nuevo\. Las lecciones ya escritas se conservan/,
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('button', { name: /Detener/ })).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST' && request.path.endsWith('/retry'))).toBe(true);
  });
});
