import {
  LESSON_AUTOSAVE_DELAY_MS,
  LESSON_SETTINGS_SAVE_DELAY_MS,
  defaultLesson,
  slideTemplates,
  toTemplateInfo,
  type LessonAuthoringConfig,
} from '@slidewise/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type RecordedRequest } from '../../test/fetch-mock.ts';
import { renderApp, signedIn } from '../../test/render-app.tsx';
import { lessonDrafts } from './state/lesson-draft-storage.ts';
import { lessonConfig, titleSlide } from './state/test-lesson.ts';

afterEach(() => vi.useRealTimers());

type SavedBody = { slides: { id: string; name: string; data: Record<string, unknown> }[]; latestSavedSlidesStateIdentifier: string | null };

const templates = { 'GET /api/slide-templates': { status: 200, body: { items: slideTemplates.map(toTemplateInfo) } } };

/** The lesson's API: its config, the template catalogue, and saves answered with a new identifier. */
function lessonApi(extra: Parameters<typeof mockApi>[0] = {}, config: LessonAuthoringConfig = lessonConfig()) {
  let saves = 0;
  return mockApi({
    ...signedIn,
    ...templates,
    'GET /api/lesson-authoring/l1': { status: 200, body: config },
    'PUT /api/lesson-authoring/l1': ({ body }) => {
      saves += 1;
      return {
        status: 200,
        body: { latestSavedSlidesStateIdentifier: `saved-${saves}`, slides: (body as SavedBody).slides, language: 'en-US' },
      };
    },
    ...extra,
  });
}

const puts = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method === 'PUT').map((request) => request.body as SavedBody);
const rowNames = () => [...document.querySelectorAll('.slide-row__name')].map((element) => element.textContent);
const currentRow = () => document.querySelector('.slide-row__select[aria-current="true"]');

async function openLesson() {
  const view = await renderApp('/lesson/l1');
  await screen.findByRole('heading', { level: 1, name: 'Ladders' });
  return view;
}

/** Lets the autosave delay pass on a fake clock, so the save goes out now. */
async function autosave() {
  await act(() => vi.advanceTimersByTimeAsync(LESSON_AUTOSAVE_DELAY_MS));
}

describe('the lesson editor page', () => {
  it('shows the lesson, its course, its slides, the first slide in the phone preview and its form', async () => {
    lessonApi();
    await openLesson();
    expect(screen.getByRole('link', { name: 'Course: Site safety' }).getAttribute('href')).toBe('/course/c1/edit');
    expect(screen.getByText('All changes saved')).toBeTruthy();
    expect(rowNames()).toEqual(['Welcome', 'Rules', 'Quiz time']);
    expect(currentRow()?.getAttribute('aria-label')).toBe('Slide 1: Welcome, Title');
    const frame = screen.getByRole('group', { name: 'Preview of slide 1: Welcome' });
    expect(frame.getAttribute('data-device')).toBe('phone');
    expect(frame.style.width).toBe('400px');
    expect(frame.style.height).toBe('768px');
    expect((screen.getByLabelText('Slide name', { exact: false }) as HTMLInputElement).value).toBe('Welcome');
  });

  it('changes the preview device, orientation and state', async () => {
    lessonApi();
    const { user } = await openLesson();
    await user.selectOptions(screen.getByLabelText('Device'), 'tablet');
    await user.selectOptions(screen.getByLabelText('Orientation'), 'landscape');
    const frame = screen.getByRole('group', { name: 'Preview of slide 1: Welcome' });
    expect([frame.style.width, frame.style.height]).toEqual(['1024px', '768px']);
    await user.selectOptions(screen.getByLabelText('State'), 'answered');
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('answered');
  });

  it('moves the selection with the arrow keys and a slide with Alt and an arrow, saving the new order', async () => {
    const requests = lessonApi();
    await openLesson();
    const first = currentRow() as HTMLElement;
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    await waitFor(() => expect(currentRow()?.getAttribute('aria-label')).toBe('Slide 2: Rules, Title'));
    expect(document.activeElement).toBe(currentRow());
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'End' });
    await waitFor(() => expect(currentRow()?.getAttribute('aria-label')).toBe('Slide 3: Quiz time, Title'));

    vi.useFakeTimers();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowUp', altKey: true });
    expect(rowNames()).toEqual(['Welcome', 'Quiz time', 'Rules']);
    // The moved slide stays selected and keeps the focus.
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(currentRow()?.getAttribute('aria-label')).toBe('Slide 2: Quiz time, Title');
    expect(document.activeElement).toBe(currentRow());
    expect(screen.getByText('Slide moved to position 2 of 3.')).toBeTruthy();
    await autosave();
    expect(puts(requests).map((body) => body.slides.map((slide) => slide.name))).toEqual([['Welcome', 'Quiz time', 'Rules']]);
  });

  it('shows unsaved, saving and saved, and keeps an edit made while saving', async () => {
    let release: () => void = () => {};
    const requests = lessonApi({
      'PUT /api/lesson-authoring/l1': async ({ body }) => {
        await new Promise<void>((resolve) => (release = resolve));
        return {
          status: 200,
          body: { latestSavedSlidesStateIdentifier: 'saved-1', slides: (body as SavedBody).slides, language: 'en-US' },
        };
      },
    });
    await openLesson();
    vi.useFakeTimers();
    fireEvent.change(screen.getByLabelText('Slide name', { exact: false }), { target: { value: 'Hello' } });
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    expect(rowNames()[0]).toBe('Hello');
    await autosave();
    expect(screen.getByText('Saving…')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Slide name', { exact: false }), { target: { value: 'Hello again' } });
    await act(async () => release());
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    await autosave();
    await act(async () => release());
    expect(screen.getByText('All changes saved')).toBeTruthy();
    expect(puts(requests).map((body) => [body.latestSavedSlidesStateIdentifier, body.slides[0]?.name])).toEqual([
      ['state-1', 'Hello'],
      ['saved-1', 'Hello again'],
    ]);
  });

  it('undoes and redoes with the buttons and with Ctrl+Z and Shift+Ctrl+Z', async () => {
    lessonApi();
    await openLesson();
    const name = () => (screen.getByLabelText('Slide name', { exact: false }) as HTMLInputElement).value;
    const undo = screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement;
    expect(undo.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Slide name', { exact: false }), { target: { value: 'Changed' } });
    expect(undo.disabled).toBe(false);
    fireEvent.click(undo);
    expect(name()).toBe('Welcome');
    fireEvent.click(screen.getByRole('button', { name: 'Redo' }));
    expect(name()).toBe('Changed');
    fireEvent.keyDown(screen.getByLabelText('Slide name', { exact: false }), { key: 'z', ctrlKey: true });
    expect(name()).toBe('Welcome');
    fireEvent.keyDown(document.body, { key: 'Z', ctrlKey: true, shiftKey: true });
    expect(name()).toBe('Changed');
  });

  it('duplicates a slide after it, and deletes one only once confirmed', async () => {
    lessonApi();
    const { user } = await openLesson();
    await user.click(screen.getByRole('button', { name: 'Duplicate slide 1' }));
    expect(rowNames()).toEqual(['Welcome', 'Welcome', 'Rules', 'Quiz time']);
    expect(currentRow()?.getAttribute('aria-label')).toBe('Slide 2: Welcome, Title');
    fireEvent.click(screen.getByRole('button', { name: 'Delete slide 3' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this slide?' });
    expect(within(dialog).getByText(/Slide 3, “Rules”/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(rowNames()).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Delete slide 3' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete slide' }));
    expect(rowNames()).toEqual(['Welcome', 'Welcome', 'Quiz time']);
  });

  it('lists a slide without a name by its title, and shows that title as the name field’s placeholder', async () => {
    lessonApi({}, lessonConfig({ slides: [titleSlide('s1', '', 'Fire drill'), titleSlide('s2', 'Quiz time')] }));
    await openLesson();
    expect(rowNames()).toEqual(['Fire drill', 'Quiz time']);
    expect(screen.getByRole('textbox', { name: /^Slide name/ }).getAttribute('placeholder')).toBe('Fire drill');
  });

  it('invites adding the first slide to an empty lesson, from the template library', async () => {
    const requests = lessonApi({}, lessonConfig({ slides: [] }));
    const { user } = await openLesson();
    expect(screen.getByText('This lesson has no slides yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add the first slide' }));
    const library = await screen.findByRole('dialog', { name: 'Add a slide' });
    // An empty lesson's library opens where a beginner starts: Start here, at the title slide.
    expect(
      within(library)
        .getByRole('tab', { name: /^Start here/ })
        .getAttribute('aria-selected'),
    ).toBe('true');
    await user.click(within(library).getByRole('button', { name: 'Insert a blank Title slide' }));
    await waitFor(() => expect(rowNames()).toHaveLength(1));
    expect(currentRow()).not.toBeNull();
    await waitFor(() => expect(puts(requests)).toHaveLength(1), { timeout: 3000 });
  });

  it('shows the other version on a 409 and keeps mine on top of it, saving on their identifier', async () => {
    const theirs = {
      slides: [titleSlide('s1', 'Welcome'), titleSlide('s9', 'Their new slide')],
      latestSavedSlidesStateIdentifier: 'state-7',
      language: 'en-US',
    };
    let attempts = 0;
    const requests = lessonApi({
      'PUT /api/lesson-authoring/l1': ({ body }) => {
        attempts += 1;
        if (attempts === 1)
          return { status: 409, body: { message: 'These slides changed.', code: 'conflict', details: { current: theirs } } };
        return {
          status: 200,
          body: { latestSavedSlidesStateIdentifier: 'state-8', slides: (body as SavedBody).slides, language: 'en-US' },
        };
      },
    });
    const { user } = await openLesson();
    vi.useFakeTimers();
    fireEvent.change(screen.getByLabelText('Slide name', { exact: false }), { target: { value: 'Mine' } });
    await autosave();
    vi.useRealTimers();
    const dialog = await screen.findByRole('alertdialog', { name: 'These slides changed elsewhere' });
    expect(within(dialog).getByText('2 slides')).toBeTruthy();
    expect(within(dialog).getByText('3 slides')).toBeTruthy();
    expect(within(dialog).getByText('Their new slide')).toBeTruthy();
    expect(within(dialog).getByText('Only in yours')).toBeTruthy();
    expect(screen.getByText('Changed elsewhere')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep mine on top of theirs' }));
    await waitFor(() => expect(screen.getByText('All changes saved')).toBeTruthy());
    expect(puts(requests).at(-1)?.latestSavedSlidesStateIdentifier).toBe('state-7');
    expect(puts(requests).at(-1)?.slides[0]?.name).toBe('Mine');
  });

  it('takes their version on request', async () => {
    const theirs = { slides: [titleSlide('s9', 'Theirs only')], latestSavedSlidesStateIdentifier: 'state-7', language: 'en-US' };
    lessonApi({
      'PUT /api/lesson-authoring/l1': { status: 409, body: { message: 'Changed', code: 'conflict', details: { current: theirs } } },
    });
    const { user } = await openLesson();
    vi.useFakeTimers();
    fireEvent.change(screen.getByLabelText('Slide name', { exact: false }), { target: { value: 'Mine' } });
    await autosave();
    vi.useRealTimers();
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Take their version' }));
    expect(rowNames()).toEqual(['Theirs only']);
    expect(screen.getByText('All changes saved')).toBeTruthy();
  });

  it('shows a refused save’s message naming the slide and field, and selects that slide', async () => {
    lessonApi({
      'PUT /api/lesson-authoring/l1': {
        status: 400,
        body: {
          message: 'Slide 3 (Title): title: Required',
          code: 'validation_failed',
          details: { slideId: 's3', slideIndex: 2, path: ['title'] },
        },
      },
    });
    await openLesson();
    vi.useFakeTimers();
    fireEvent.change(screen.getByLabelText('Slide name', { exact: false }), { target: { value: 'Renamed' } });
    await autosave();
    vi.useRealTimers();
    expect(await screen.findByText('Slide 3 is not valid. Check: title.')).toBeTruthy();
    expect(screen.getByText('Not saved')).toBeTruthy();
    expect(currentRow()?.getAttribute('aria-label')).toBe('Slide 3: Quiz time, Title');
  });

  it('puts back unsaved edits kept in the browser and sends them', async () => {
    const kept = [titleSlide('s1', 'Kept offline'), titleSlide('s2', 'Rules')];
    lessonDrafts.write('l1', { basedOn: 'state-1', slides: kept, language: 'en-US', keptAt: '2026-01-01T00:00:00.000Z' });
    const requests = lessonApi();
    await openLesson();
    expect(rowNames()).toEqual(['Kept offline', 'Rules']);
    expect(await screen.findByText('Unsaved edits kept on this device were put back.')).toBeTruthy();
    await waitFor(() => expect(puts(requests).map((body) => body.slides.map((slide) => slide.name))).toEqual([['Kept offline', 'Rules']]));
    await waitFor(() => expect(screen.getByText('All changes saved')).toBeTruthy());
  });

  it('offers the choice when kept edits were made before the lesson was saved elsewhere', async () => {
    lessonDrafts.write('l1', {
      basedOn: 'state-0',
      slides: [titleSlide('s1', 'Old draft')],
      language: 'en-US',
      keptAt: '2026-01-01T00:00:00.000Z',
    });
    const requests = lessonApi();
    await openLesson();
    const dialog = await screen.findByRole('alertdialog', { name: 'These slides changed elsewhere' });
    expect(within(dialog).getByText('3 slides')).toBeTruthy();
    expect(puts(requests)).toEqual([]);
  });

  it('inserts copies of slides of another course’s lesson after the current slide, as one undo step', async () => {
    const source = lessonConfig({ lessonId: 'l9', slides: [titleSlide('o1', 'Borrowed intro'), titleSlide('o2', 'Borrowed rules')] });
    lessonApi({
      'GET /api/lesson-authoring/l1/other-courses': {
        status: 200,
        body: {
          items: [
            {
              id: '00000000-0000-4000-8000-000000000009',
              title: 'Other course',
              lessons: [{ id: 'l9', title: 'Borrowed lesson', slideCount: 2 }],
            },
          ],
        },
      },
      'GET /api/lesson-authoring/l9': { status: 200, body: source },
    });
    const { user } = await openLesson();
    await user.click(screen.getByRole('button', { name: 'Add slide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a slide' });
    await user.click(within(dialog).getByRole('tab', { name: /another lesson|other lesson/i }));
    await user.selectOptions(await within(dialog).findByLabelText('Lesson'), 'l9');
    await user.click(await within(dialog).findByRole('button', { name: 'Choose all' }));
    await user.click(within(dialog).getByRole('button', { name: 'Insert 2 slides' }));
    expect(rowNames()).toEqual(['Welcome', 'Borrowed intro', 'Borrowed rules', 'Rules', 'Quiz time']);
    expect(currentRow()?.getAttribute('aria-label')).toBe('Slide 2: Borrowed intro, Title');
    // Copies, not the originals: new ids.
    expect([...document.querySelectorAll('[data-slide-id]')].map((row) => row.getAttribute('data-slide-id'))).not.toContain('o1');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(rowNames()).toEqual(['Welcome', 'Rules', 'Quiz time']);
  });

  it('edits the lesson’s saved fields in the settings tab, the header following the title', async () => {
    const lesson = defaultLesson({ id: 'l1', courseId: 'c1', title: 'Ladders', version: 3 });
    const requests = lessonApi({
      'GET /api/lessons/l1': { status: 200, body: lesson },
      'PUT /api/lessons/l1': ({ body }) => ({ status: 200, body: { ...lesson, ...(body as object), version: 4 } }),
    });
    const { user } = await openLesson();
    await user.click(screen.getByRole('tab', { name: 'Lesson settings' }));
    const panel = await screen.findByRole('form', { name: 'Lesson settings' });
    vi.useFakeTimers();
    fireEvent.change(within(panel).getByLabelText('Title', { exact: false }), { target: { value: 'Ladder safety' } });
    fireEvent.click(within(panel).getByRole('switch', { name: 'Hide the score' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Ladder safety' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(LESSON_SETTINGS_SAVE_DELAY_MS));
    expect(
      requests.filter((request) => request.path === '/api/lessons/l1' && request.method === 'PUT').map((request) => request.body),
    ).toEqual([{ version: 3, title: 'Ladder safety', hideScore: true }]);
    expect(within(panel).getByText('Settings saved')).toBeTruthy();
    // The slide tab is still there, with its form, when the author comes back to it.
    vi.useRealTimers();
    await user.click(screen.getByRole('tab', { name: 'Slide' }));
    expect((screen.getByLabelText('Slide name', { exact: false }) as HTMLInputElement).value).toBe('Welcome');
  });

  it('says so when the lesson cannot be loaded, and tries again', async () => {
    let calls = 0;
    mockApi({
      ...signedIn,
      ...templates,
      'GET /api/lesson-authoring/l1': () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { message: 'The database is unavailable.', code: 'internal_error' } }
          : { status: 200, body: lessonConfig() };
      },
    });
    const { user } = await renderApp('/lesson/l1');
    expect(await screen.findByText('We could not load this lesson.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ladders' })).toBeTruthy();
  });
});
