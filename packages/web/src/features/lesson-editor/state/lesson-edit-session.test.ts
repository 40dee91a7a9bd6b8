import {
  defaultSlideData,
  findSlideTemplate,
  slideEditorActions,
  slideFromTemplate,
  slideIssuesAgainstModel,
  type Slide,
} from '@slidewise/core';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, mockNetworkDown, type RecordedRequest } from '../../../test/fetch-mock.ts';
import { createLessonEditSession, lessonSaveStatus, type LessonEditSession } from './lesson-edit-session.ts';
import { lessonDrafts } from './lesson-draft-storage.ts';
import { lessonConfig, titleSlide } from './test-lesson.ts';

let session: LessonEditSession | undefined;
let ids = 0;
beforeEach(() => {
  vi.useFakeTimers();
  ids = 0;
});
afterEach(() => {
  session?.dispose();
  session = undefined;
  vi.useRealTimers();
});

function open(config = lessonConfig()) {
  session = createLessonEditSession({
    config,
    describeError: (error) => (error instanceof Error ? error.message : 'failed'),
    newId: () => `new-${++ids}`,
  });
  return session;
}

type SavedBody = { slides: Slide[]; latestSavedSlidesStateIdentifier: string | null; language?: string };

/** A server that stores each save and answers a new identifier, refusing stale ones like the real one. */
function acceptingServer(start = 'state-1') {
  let current = start;
  let counter = 1;
  const requests = mockApi({
    'PUT /api/lesson-authoring/l1': ({ body }) => {
      const sent = body as SavedBody;
      if (sent.latestSavedSlidesStateIdentifier !== current) {
        return {
          status: 409,
          body: {
            message: 'Changed',
            code: 'conflict',
            details: { current: { slides: [], latestSavedSlidesStateIdentifier: current, language: 'en-US' } },
          },
        };
      }
      current = `state-${++counter}`;
      return {
        status: 200,
        body: {
          latestSavedSlidesStateIdentifier: current,
          slides: sent.slides.map((slide, index) => ({ ...slide, displayIndex: index + 1 })),
          language: 'en-US',
        },
      };
    },
  });
  return requests;
}

const saves = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method === 'PUT').map((request) => request.body as SavedBody);
const names = (slides: readonly Slide[]) => slides.map((slide) => slide.name);

describe('a lesson edit session', () => {
  it('saves the whole deck 1 s after the last change, naming the saved state it started from', async () => {
    const requests = acceptingServer();
    const editor = open();
    editor.dispatch(slideEditorActions.editSlide({ name: 'Hello' }));
    await vi.advanceTimersByTimeAsync(500);
    editor.dispatch(slideEditorActions.editSlide({ name: 'Hello there' }, { continues: true }));
    await vi.advanceTimersByTimeAsync(999);
    expect(saves(requests)).toEqual([]);
    expect(lessonSaveStatus(editor.getState())).toBe('unsaved');
    await vi.advanceTimersByTimeAsync(1);
    const [body] = saves(requests);
    expect(body?.latestSavedSlidesStateIdentifier).toBe('state-1');
    // The default language is left out (authoring §7).
    expect(body && 'language' in body).toBe(false);
    expect(names(body?.slides ?? [])).toEqual(['Hello there', 'Rules', 'Quiz time']);
    expect(editor.getState().editor.latestSavedSlidesStateIdentifier).toBe('state-2');
    expect(lessonSaveStatus(editor.getState())).toBe('saved');
  });

  it('saves nothing for moving the selection', async () => {
    const requests = acceptingServer();
    const editor = open();
    editor.dispatch(slideEditorActions.goTo(2));
    await vi.advanceTimersByTimeAsync(5000);
    expect(saves(requests)).toEqual([]);
    expect(editor.getState().editor.currentSlideIndex).toBe(2);
  });

  it('keeps an edit made while a save is in flight and sends it next, on the new identifier', async () => {
    let release: () => void = () => {};
    let calls = 0;
    const requests = mockApi({
      'PUT /api/lesson-authoring/l1': async ({ body }) => {
        calls += 1;
        if (calls === 1) await new Promise<void>((resolve) => (release = resolve));
        return {
          status: 200,
          body: { latestSavedSlidesStateIdentifier: `state-${calls + 1}`, slides: (body as SavedBody).slides, language: 'en-US' },
        };
      },
    });
    const editor = open();
    editor.dispatch(slideEditorActions.editSlide({ name: 'First' }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(lessonSaveStatus(editor.getState())).toBe('saving');
    editor.dispatch(slideEditorActions.editSlide({ name: 'Second' }));
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(editor.getState().editor.slides[0]?.name).toBe('Second');
    expect(lessonSaveStatus(editor.getState())).toBe('unsaved');
    await vi.advanceTimersByTimeAsync(1000);
    expect(saves(requests).map((body) => [body.latestSavedSlidesStateIdentifier, body.slides[0]?.name])).toEqual([
      ['state-1', 'First'],
      ['state-2', 'Second'],
    ]);
    expect(lessonSaveStatus(editor.getState())).toBe('saved');
  });

  it('stops on a 409 and, when the author keeps theirs on top, saves again on the other identifier', async () => {
    const theirs = { slides: [titleSlide('s1', 'Changed elsewhere')], latestSavedSlidesStateIdentifier: 'state-9', language: 'en-US' };
    let attempts = 0;
    const requests = mockApi({
      'PUT /api/lesson-authoring/l1': ({ body }) => {
        attempts += 1;
        return attempts === 1
          ? { status: 409, body: { message: 'These slides changed.', code: 'conflict', details: { current: theirs } } }
          : { status: 200, body: { latestSavedSlidesStateIdentifier: 'state-10', slides: (body as SavedBody).slides, language: 'en-US' } };
      },
    });
    const editor = open();
    editor.dispatch(slideEditorActions.editSlide({ name: 'Mine' }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(lessonSaveStatus(editor.getState())).toBe('conflict');
    expect(editor.getState().editor.conflict).toEqual(theirs);
    // Nothing more goes out while the choice waits.
    editor.dispatch(slideEditorActions.editSlide({ name: 'Mine again' }));
    await vi.advanceTimersByTimeAsync(5000);
    expect(attempts).toBe(1);
    editor.resolveConflict('mine');
    await vi.advanceTimersByTimeAsync(0);
    expect(saves(requests).at(-1)?.latestSavedSlidesStateIdentifier).toBe('state-9');
    expect(names(saves(requests).at(-1)?.slides ?? [])).toEqual(['Mine again', 'Rules', 'Quiz time']);
    expect(lessonSaveStatus(editor.getState())).toBe('saved');
  });

  it('takes their version on request, dropping the unsaved edits and the draft', async () => {
    const theirs = { slides: [titleSlide('s9', 'Theirs')], latestSavedSlidesStateIdentifier: 'state-9', language: 'en-US' };
    mockApi({
      'PUT /api/lesson-authoring/l1': { status: 409, body: { message: 'Changed', code: 'conflict', details: { current: theirs } } },
    });
    const editor = open();
    editor.dispatch(slideEditorActions.editSlide({ name: 'Mine' }));
    await vi.advanceTimersByTimeAsync(1000);
    editor.resolveConflict('theirs');
    await vi.advanceTimersByTimeAsync(1000);
    expect(names(editor.getState().editor.slides)).toEqual(['Theirs']);
    expect(editor.hasUnsavedWork()).toBe(false);
    expect(lessonDrafts.read('l1')).toBeNull();
  });

  it('shows a refused slide’s message and takes the author to that slide', async () => {
    const message = 'Slide 3 (Title): title is required.';
    mockApi({
      'PUT /api/lesson-authoring/l1': {
        status: 400,
        body: { message, code: 'validation_failed', details: { slideId: 's3', slideIndex: 2, path: ['title'] } },
      },
    });
    const editor = open();
    editor.dispatch(slideEditorActions.edit(['title'], '', { slideIndex: 2 }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(editor.getState().problem).toEqual({ message, slideId: 's3', path: ['title'] });
    expect(editor.getState().editor.currentSlideIndex).toBe(2);
    expect(editor.getState().editor.savingError).toBe(message);
    expect(lessonSaveStatus(editor.getState())).toBe('error');
  });

  it('keeps the edits in the browser while offline and sends them when the connection returns', async () => {
    onlineManager.setOnline(false);
    const requests = acceptingServer();
    const editor = open();
    editor.dispatch(slideEditorActions.editSlide({ name: 'Typed offline' }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(saves(requests)).toEqual([]);
    expect(lessonSaveStatus(editor.getState())).toBe('offline');
    expect(lessonDrafts.read('l1')?.slides[0]?.name).toBe('Typed offline');
    onlineManager.setOnline(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(names(saves(requests)[0]?.slides ?? [])).toEqual(['Typed offline', 'Rules', 'Quiz time']);
    expect(lessonSaveStatus(editor.getState())).toBe('saved');
    await vi.advanceTimersByTimeAsync(300);
    expect(lessonDrafts.read('l1')).toBeNull();
  });

  it('waits for the network when a save cannot reach the server', async () => {
    mockNetworkDown();
    const editor = open();
    editor.dispatch(slideEditorActions.editSlide({ name: 'Lost connection' }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(lessonSaveStatus(editor.getState())).toBe('offline');
    expect(editor.hasUnsavedWork()).toBe(true);
  });

  it('restores unsaved edits kept in the browser and sends them at once', async () => {
    const requests = acceptingServer();
    const first = open();
    first.dispatch(slideEditorActions.delete(1));
    first.dispose();
    expect(lessonDrafts.read('l1')?.basedOn).toBe('state-1');
    const second = open();
    expect(second.getState().restoredDraft).toBe(true);
    expect(names(second.getState().editor.slides)).toEqual(['Welcome', 'Quiz time']);
    await vi.advanceTimersByTimeAsync(0);
    expect(names(saves(requests)[0]?.slides ?? [])).toEqual(['Welcome', 'Quiz time']);
    expect(lessonSaveStatus(second.getState())).toBe('saved');
  });

  it('offers the choice when kept edits were made on a state the lesson has since moved on from', async () => {
    const requests = acceptingServer('state-5');
    const first = open();
    first.dispatch(slideEditorActions.editSlide({ name: 'Offline edit' }));
    first.dispose();
    const movedOn = lessonConfig({ latestSavedSlidesStateIdentifier: 'state-5', slides: [titleSlide('s1', 'Theirs')] });
    const second = open(movedOn);
    expect(lessonSaveStatus(second.getState())).toBe('conflict');
    expect(names(second.getState().editor.slides)).toEqual(['Offline edit', 'Rules', 'Quiz time']);
    expect(names(second.getState().editor.conflict?.slides ?? [])).toEqual(['Theirs']);
    await vi.advanceTimersByTimeAsync(2000);
    expect(saves(requests)).toEqual([]);
  });

  it('drops a kept draft that equals what the server has', () => {
    lessonDrafts.write('l1', { basedOn: 'state-1', slides: lessonConfig().slides, language: 'en-US', keptAt: '' });
    const editor = open();
    expect(editor.getState().restoredDraft).toBe(false);
    expect(lessonSaveStatus(editor.getState())).toBe('saved');
  });

  it('makes keystrokes in one field one undo step, and a pause the start of the next', async () => {
    acceptingServer();
    const editor = open();
    editor.dispatch(slideEditorActions.editSlide({ name: 'W' }));
    await vi.advanceTimersByTimeAsync(300);
    editor.dispatch(slideEditorActions.editSlide({ name: 'Wo' }, { continues: true }));
    await vi.advanceTimersByTimeAsync(300);
    editor.dispatch(slideEditorActions.editSlide({ name: 'Wor' }, { continues: true }));
    await vi.advanceTimersByTimeAsync(1500);
    editor.dispatch(slideEditorActions.editSlide({ name: 'Word' }, { continues: true }));
    editor.dispatch(slideEditorActions.undo());
    expect(editor.getState().editor.slides[0]?.name).toBe('Wor');
    editor.dispatch(slideEditorActions.undo());
    expect(editor.getState().editor.slides[0]?.name).toBe('Welcome');
  });

  it('undoes and redoes, and saves the result', async () => {
    const requests = acceptingServer();
    const editor = open();
    editor.dispatch(slideEditorActions.reorder(0, 2));
    editor.dispatch(slideEditorActions.undo());
    expect(names(editor.getState().editor.slides)).toEqual(['Welcome', 'Rules', 'Quiz time']);
    editor.dispatch(slideEditorActions.redo());
    await vi.advanceTimersByTimeAsync(1000);
    expect(names(saves(requests)[0]?.slides ?? [])).toEqual(['Rules', 'Quiz time', 'Welcome']);
  });

  it('saves a lesson with an unfinished slide, and every edit after it: nothing waits in the browser', async () => {
    // The server's rule (modules/lesson-authoring): only what a draft may not hold is refused.
    let stored = lessonConfig().slides;
    let counter = 1;
    const requests = mockApi({
      'PUT /api/lesson-authoring/l1': ({ body }) => {
        const sent = body as SavedBody;
        const refused = sent.slides.findIndex(
          (slide) => slideIssuesAgainstModel(findSlideTemplate(slide.type)!.model, slide.data).refused.length > 0,
        );
        if (refused >= 0) {
          return {
            status: 400,
            body: {
              message: 'Refused',
              code: 'validation_failed',
              details: { slideId: sent.slides[refused]!.id, slideIndex: refused, path: [] },
            },
          };
        }
        stored = sent.slides.map((slide, index) => ({ ...slide, displayIndex: index + 1 }));
        return { status: 200, body: { latestSavedSlidesStateIdentifier: `state-${++counter}`, slides: stored, language: 'en-US' } };
      },
    });
    const quiz = findSlideTemplate('multiple-choice-game')!;
    const editor = open();
    editor.dispatch(
      slideEditorActions.add(
        slideFromTemplate(quiz, defaultSlideData(quiz), () => 'blank'),
        () => 'blank',
      ),
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(lessonSaveStatus(editor.getState())).toBe('saved');
    editor.dispatch(slideEditorActions.editSlide({ name: 'Later edit' }, { slideIndex: 0 }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(lessonSaveStatus(editor.getState())).toBe('saved');
    expect(saves(requests).map((saved) => saved.slides.map((slide) => slide.id))).toEqual([
      ['s1', 's2', 's3', 'blank'],
      ['s1', 's2', 's3', 'blank'],
    ]);
    expect(editor.getState().problem).toBeNull();
    expect(editor.hasUnsavedWork()).toBe(false);
    await vi.advanceTimersByTimeAsync(300);
    expect(lessonDrafts.read('l1')).toBeNull();

    // Opened again (a reload, another browser): the unfinished slide is the server's.
    editor.dispose();
    const reopened = open(lessonConfig({ slides: stored, latestSavedSlidesStateIdentifier: `state-${counter}` }));
    expect(reopened.getState().editor.slides.map((slide) => slide.id)).toEqual(['s1', 's2', 's3', 'blank']);
    expect(lessonSaveStatus(reopened.getState())).toBe('saved');
  });
});
