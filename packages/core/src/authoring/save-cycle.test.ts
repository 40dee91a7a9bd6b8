import { describe, expect, it } from 'vitest';
import type { Slide } from '../entities/slide.ts';
import { slideEditorActions as act, type SlideEditorAction } from './slide-editor-actions.ts';
import { slideEditorReducer as reduce } from './slide-editor-reducer.ts';
import { canUndo, type SlideEditorState } from './slide-editor-state.ts';
import { ids, jsonCopy, stateWith, testSlide } from './test-fixtures.ts';

const run = (state: SlideEditorState, actions: SlideEditorAction[]) => actions.reduce(reduce, state);

/** What the server stores: the slides as sent with their derived fields (here a question and displayIndex). */
function asStored(slides: readonly Slide[]): Slide[] {
  return jsonCopy(slides as Slide[]).map((slide, index) => ({
    ...slide,
    displayIndex: index + 1,
    metadata: {
      ...slide.metadata,
      slideId: slide.id,
      questions: [
        {
          questionDetails: { questionId: `q-${slide.id}`, category: 'Concepts', content: '', text: '', type: slide.type },
          answers: [],
        },
      ],
    },
  }));
}

describe('save cycle', () => {
  it('any edit marks unsaved; starting sets saving; success sets saved with the new identifier', () => {
    const edited = reduce(stateWith(2), act.edit(['title'], 'x'));
    expect(edited.saved).toBe(false);
    const saving = reduce(edited, act.saveStarted());
    expect(saving).toMatchObject({ saved: false, saving: true });
    const saved = reduce(saving, act.saveSucceeded('v2'));
    expect(saved).toMatchObject({ saved: true, saving: false, latestSavedSlidesStateIdentifier: 'v2' });
  });

  it('failure stores the error and stays unsaved; reset clears the error', () => {
    const failed = run(stateWith(1), [act.edit(['title'], 'x'), act.saveStarted(), act.saveFailed('Server down')]);
    expect(failed).toMatchObject({ saved: false, saving: false, savingError: 'Server down' });
    const reset = reduce(failed, act.errorReset());
    expect(reset.savingError).toBeNull();
    expect(reset.saved).toBe(false);
    expect(reduce(reset, act.errorReset())).toBe(reset);
  });

  it('success clears an earlier error', () => {
    const state = run(stateWith(1), [act.saveStarted(), act.saveFailed('x'), act.saveStarted(), act.saveSucceeded('v2')]);
    expect(state.savingError).toBeNull();
  });

  it('takes the derived fields of the answer without an undo step and keeps what can be undone', () => {
    const edited = run(stateWith(2), [act.edit(['title'], 'x'), act.saveStarted()]);
    const saved = reduce(edited, act.saveSucceeded('v2', asStored(edited.slides)));
    expect(saved.slides[1]?.metadata.questions[0]?.questionDetails.questionId).toBe('q-s2');
    expect(saved.slides[1]?.displayIndex).toBe(2);
    expect(saved.history).toBe(edited.history);
    const undone = reduce(saved, act.undo());
    expect(undone.slides[0]?.data.title).toBe('Title of s1');
    expect(undone.slides[0]?.metadata.questions).toHaveLength(1);
  });

  it('keeps edits made while the save was in flight and stays unsaved for them', () => {
    const saving = run(stateWith(2), [act.edit(['title'], 'sent'), act.saveStarted()]);
    const stored = asStored(saving.slides);
    const editedMeanwhile = run(saving, [act.edit(['title'], 'typed since'), act.delete(1), act.add(testSlide('late'), () => 'late')]);
    const answered = reduce(editedMeanwhile, act.saveSucceeded('v2', stored));
    expect(answered.slides[0]?.data.title).toBe('typed since');
    expect(answered.slides[0]?.metadata.questions[0]?.questionDetails.questionId).toBe('q-s1');
    expect(ids(answered)).toEqual(['s1', 'late']);
    expect(answered.slides[1]?.metadata.questions).toEqual([]);
    expect(answered.saved).toBe(false);
    expect(answered.latestSavedSlidesStateIdentifier).toBe('v2');
    expect(reduce(answered, act.undo()).slides.map((slide) => slide.id)).toEqual(['s1']);
  });

  it('a language change in flight also leaves the lesson unsaved', () => {
    const state = run(stateWith(1), [act.saveStarted(), act.changeLanguage('es-ES'), act.saveSucceeded('v2')]);
    expect(state.saved).toBe(false);
  });

  it('keeps the identity of slides the answer did not change', () => {
    const saving = run(stateWith(3), [act.saveStarted()]);
    const stored = jsonCopy(saving.slides as Slide[]);
    const answered = reduce(saving, act.saveSucceeded('v2', stored));
    answered.slides.forEach((slide, index) => {
      expect(slide).toBe(saving.slides[index]);
    });
  });
});

describe('loaded', () => {
  it('takes the lesson’s slides, identifier and language, saved, without an undo step', () => {
    const edited = reduce(stateWith(2, 1), act.edit(['title'], 'x'));
    const loaded = reduce(edited, act.loaded({ slides: [testSlide('a')], latestSavedSlidesStateIdentifier: 'v9', language: 'es-ES' }));
    expect(ids(loaded)).toEqual(['a']);
    expect(loaded).toMatchObject({ latestSavedSlidesStateIdentifier: 'v9', languageCode: 'es-ES', saved: true, currentSlideIndex: 0 });
    expect(canUndo(loaded)).toBe(false);
    expect(Object.isFrozen(loaded.slides[0]?.data)).toBe(true);
  });

  it('keeps the history when the same slides come again (a refetch)', () => {
    const edited = run(stateWith(2), [act.edit(['title'], 'x'), act.saveStarted(), act.saveSucceeded('v2')]);
    const refetched = reduce(
      edited,
      act.loaded({ slides: jsonCopy(edited.slides as Slide[]), latestSavedSlidesStateIdentifier: 'v2', language: 'en-US' }),
    );
    expect(refetched.history).toBe(edited.history);
    expect(refetched.slides).toBe(edited.slides);
  });

  it('ignores a refetch of the version the author’s unsaved edits are based on', () => {
    const edited = reduce(stateWith(2), act.edit(['title'], 'unsaved'));
    const refetched = reduce(
      edited,
      act.loaded({ slides: stateWith(2).slides, latestSavedSlidesStateIdentifier: 'v1', language: 'en-US' }),
    );
    expect(refetched).toBe(edited);
    const newer = reduce(edited, act.loaded({ slides: [testSlide('x')], latestSavedSlidesStateIdentifier: 'v2', language: 'en-US' }));
    expect(ids(newer)).toEqual(['x']);
  });

  it('restores unsaved edits from the browser as unsaved', () => {
    const restored = reduce(
      stateWith(1),
      act.loaded({ slides: [testSlide('draft')], latestSavedSlidesStateIdentifier: 'v1', language: 'en-US' }, { saved: false }),
    );
    expect(restored.saved).toBe(false);
  });
});

describe('conflict', () => {
  const theirs = { slides: [testSlide('theirs')], latestSavedSlidesStateIdentifier: 'v5', language: 'en-US' };

  it('a 409 keeps the author’s slides and waits for a choice', () => {
    const conflicted = run(stateWith(1), [act.edit(['title'], 'mine'), act.saveStarted(), act.saveConflicted(theirs)]);
    expect(conflicted).toMatchObject({ saving: false, saved: false, conflict: theirs });
    expect(conflicted.slides[0]?.data.title).toBe('mine');
  });

  it('keeping mine puts it on top of theirs: their identifier, my slides, unsaved, history kept', () => {
    const conflicted = run(stateWith(1), [act.edit(['title'], 'mine'), act.saveStarted(), act.saveConflicted(theirs)]);
    const kept = reduce(conflicted, act.conflictResolved('mine'));
    expect(kept).toMatchObject({ latestSavedSlidesStateIdentifier: 'v5', saved: false, conflict: null });
    expect(kept.slides).toBe(conflicted.slides);
    expect(kept.history).toBe(conflicted.history);
  });

  it('taking theirs replaces the slides, saved, and drops a history recorded on other slides', () => {
    const conflicted = run(stateWith(2, 1), [act.edit(['title'], 'mine'), act.saveStarted(), act.saveConflicted(theirs)]);
    const taken = reduce(conflicted, act.conflictResolved('theirs'));
    expect(ids(taken)).toEqual(['theirs']);
    expect(taken).toMatchObject({ latestSavedSlidesStateIdentifier: 'v5', saved: true, conflict: null, currentSlideIndex: 0 });
    expect(canUndo(taken)).toBe(false);
  });

  it('a choice without a conflict changes nothing', () => {
    const state = stateWith(1);
    expect(reduce(state, act.conflictResolved('theirs'))).toBe(state);
  });
});
