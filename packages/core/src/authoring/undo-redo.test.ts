import { describe, expect, it } from 'vitest';
import { UNDO_HISTORY_LIMIT } from '../constants.ts';
import { slideEditorActions as act, type SlideEditorAction } from './slide-editor-actions.ts';
import { slideEditorReducer as reduce } from './slide-editor-reducer.ts';
import { canRedo, canUndo, type SlideEditorState } from './slide-editor-state.ts';
import { ids, sequentialIds, stateWith, testSlide } from './test-fixtures.ts';

const run = (state: SlideEditorState, actions: SlideEditorAction[]) => actions.reduce(reduce, state);

describe('undo and redo', () => {
  it('undo restores the slides and the selected slide; redo re-applies both', () => {
    const start = stateWith(4, 1);
    const deleted = reduce(start, act.delete());
    const undone = reduce(deleted, act.undo());
    expect(undone.slides).toEqual(start.slides);
    expect(undone.currentSlideIndex).toBe(1);
    expect(canRedo(undone)).toBe(true);
    const redone = reduce(undone, act.redo());
    expect(ids(redone)).toEqual(ids(deleted));
    expect(redone.currentSlideIndex).toBe(deleted.currentSlideIndex);
  });

  it('gives back the very slide objects, so unchanged thumbnails keep their identity', () => {
    const start = stateWith(5, 0);
    const undone = run(start, [act.reorder(0, 4), act.undo()]);
    start.slides.forEach((slide, index) => {
      expect(undone.slides[index]).toBe(slide);
    });
  });

  it('marks the lesson unsaved and does nothing with an empty stack', () => {
    const start = stateWith(2);
    expect(reduce(start, act.undo())).toBe(start);
    expect(reduce(start, act.redo())).toBe(start);
    expect(canUndo(start)).toBe(false);
    const undone = run(start, [act.edit(['title'], 'x'), act.saveStarted(), act.saveSucceeded('v2'), act.undo()]);
    expect(undone.saved).toBe(false);
  });

  it('covers add, edit, delete, reorder, insert and element changes in reverse order', () => {
    const newId = sequentialIds();
    const start = stateWith(3, 0);
    const actions = [
      act.add(testSlide('new'), newId, 1),
      act.edit(['title'], 'edited'),
      act.reorder(0, 3),
      act.insert([testSlide('other')], newId),
      act.addElement(['list'], 'x'),
      act.swapElements(['list'], 0, 2),
      act.duplicateElement(['list'], 1),
      act.removeElement(['list'], 0),
      act.editSlide({ name: 'renamed' }),
      act.delete(2),
    ];
    const end = run(start, actions);
    expect(end.history.past).toHaveLength(actions.length);
    const back = run(
      end,
      actions.map(() => act.undo()),
    );
    expect(back.slides).toEqual(start.slides);
    expect(back.currentSlideIndex).toBe(0);
    const forward = run(
      back,
      actions.map(() => act.redo()),
    );
    expect(forward.slides).toEqual(end.slides);
    expect(forward.currentSlideIndex).toBe(end.currentSlideIndex);
  });

  it('keeps the last 100 steps: undo stops at the oldest kept', () => {
    let state = stateWith(1);
    for (let index = 0; index < UNDO_HISTORY_LIMIT + 20; index++) state = reduce(state, act.edit(['title'], `v${index}`));
    expect(state.history.past).toHaveLength(UNDO_HISTORY_LIMIT);
    for (let index = 0; index < UNDO_HISTORY_LIMIT + 20; index++) state = reduce(state, act.undo());
    expect(state.slides[0]?.data.title).toBe('v19');
  });

  it('a new edit after undo drops the redo future', () => {
    const state = run(stateWith(1), [act.edit(['title'], 'a'), act.edit(['title'], 'b'), act.undo(), act.edit(['title'], 'c')]);
    expect(canRedo(state)).toBe(false);
    expect(reduce(state, act.undo()).slides[0]?.data.title).toBe('a');
  });

  it('drops a history that no longer fits the slides instead of undoing the wrong thing', () => {
    const edited = reduce(stateWith(2), act.edit(['title'], 'x', { slideIndex: 1 }));
    const foreign = { ...edited, slides: edited.slides.slice(0, 1) };
    const undone = reduce(foreign, act.undo());
    expect(undone.slides).toBe(foreign.slides);
    expect(canUndo(undone)).toBe(false);
  });

  it('undoes 100 steps on a 200-slide deck back to the first deck', () => {
    const newId = sequentialIds();
    const start = stateWith(200, 100);
    const actions: SlideEditorAction[] = [];
    for (let index = 0; index < 100; index++) {
      const kind = index % 5;
      if (kind === 0) actions.push(act.reorder(index, 199 - index));
      else if (kind === 1) actions.push(act.edit(['title'], `t${index}`, { slideIndex: index }));
      else if (kind === 2) actions.push(act.delete(index));
      else if (kind === 3) actions.push(act.add(testSlide('n'), newId, index));
      else actions.push(act.addElement(['list'], index, { slideIndex: index }));
    }
    const end = run(start, actions);
    expect(end.history.past).toHaveLength(100);
    const back = run(
      end,
      actions.map(() => act.undo()),
    );
    expect(back.slides).toEqual(start.slides);
    expect(back.currentSlideIndex).toBe(100);
  });
});
