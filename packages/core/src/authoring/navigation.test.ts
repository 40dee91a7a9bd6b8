import { describe, expect, it } from 'vitest';
import { slideEditorActions as act } from './slide-editor-actions.ts';
import { slideEditorReducer as reduce } from './slide-editor-reducer.ts';
import { createSlideEditorState } from './slide-editor-state.ts';
import { stateWith } from './test-fixtures.ts';

describe('going to a slide', () => {
  it('goes to a given slide, clamped to the deck', () => {
    const state = stateWith(5);
    expect(reduce(state, act.goTo(3)).currentSlideIndex).toBe(3);
    expect(reduce(state, act.goTo(9)).currentSlideIndex).toBe(4);
    expect(reduce(state, act.goTo(-2)).currentSlideIndex).toBe(0);
  });

  it('next stops at the last slide and previous at the first', () => {
    const last = stateWith(3, 2);
    expect(reduce(last, act.next())).toBe(last);
    expect(reduce(last, act.previous()).currentSlideIndex).toBe(1);
    const first = stateWith(3, 0);
    expect(reduce(first, act.previous())).toBe(first);
    expect(reduce(first, act.next()).currentSlideIndex).toBe(1);
  });

  it('is neither an undo step nor an unsaved change', () => {
    const moved = reduce(stateWith(3), act.goTo(2));
    expect(moved.history.past).toHaveLength(0);
    expect(moved.saved).toBe(true);
  });

  it('stays at 0 on an empty deck', () => {
    const empty = createSlideEditorState();
    expect(reduce(empty, act.next()).currentSlideIndex).toBe(0);
    expect(reduce(empty, act.goTo(4)).currentSlideIndex).toBe(0);
  });
});

describe('pickers and settings', () => {
  it('starts with template index 42 and autosave on; choosing and switching are not undo steps', () => {
    const state = createSlideEditorState();
    expect(state.currentTemplateIndex).toBe(42);
    expect(state.autosave).toBe(true);
    const chosen = reduce(state, act.chooseTemplate(7));
    expect(chosen.currentTemplateIndex).toBe(7);
    const off = reduce(chosen, act.changeAutosave(false));
    expect(off.autosave).toBe(false);
    expect(off.history.past).toHaveLength(0);
    expect(off.saved).toBe(true);
  });

  it('changing the language marks the lesson unsaved without an undo step', () => {
    const changed = reduce(createSlideEditorState(), act.changeLanguage('es-ES'));
    expect(changed.languageCode).toBe('es-ES');
    expect(changed.saved).toBe(false);
    expect(changed.history.past).toHaveLength(0);
  });
});
