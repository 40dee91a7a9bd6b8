import { describe, expect, it } from 'vitest';
import { slideEditorActions as act } from './slide-editor-actions.ts';
import { slideEditorReducer as reduce } from './slide-editor-reducer.ts';
import { createSlideEditorState } from './slide-editor-state.ts';
import { ids, sequentialIds, stateWith, testSlide } from './test-fixtures.ts';

describe('reorder', () => {
  it('moves a slide and keeps the selected slide selected wherever it goes', () => {
    const state = stateWith(5, 2); // s3 selected
    const moved = reduce(state, act.reorder(0, 4));
    expect(ids(moved)).toEqual(['s2', 's3', 's4', 's5', 's1']);
    expect(moved.slides[moved.currentSlideIndex]?.id).toBe('s3');
    const movedBefore = reduce(state, act.reorder(4, 0));
    expect(ids(movedBefore)).toEqual(['s5', 's1', 's2', 's3', 's4']);
    expect(movedBefore.slides[movedBefore.currentSlideIndex]?.id).toBe('s3');
  });

  it('moves the selection with the selected slide', () => {
    const moved = reduce(stateWith(5, 1), act.reorder(1, 3));
    expect(moved.currentSlideIndex).toBe(3);
    expect(moved.slides[3]?.id).toBe('s2');
  });

  it('leaves the selection alone when the move does not cross it', () => {
    const moved = reduce(stateWith(5, 0), act.reorder(2, 4));
    expect(moved.currentSlideIndex).toBe(0);
  });

  it('clamps the target to the deck and ignores a move in place or from outside the deck', () => {
    const state = stateWith(3);
    expect(ids(reduce(state, act.reorder(0, 99)))).toEqual(['s2', 's3', 's1']);
    expect(reduce(state, act.reorder(1, 1))).toBe(state);
    expect(reduce(state, act.reorder(5, 0))).toBe(state);
    expect(reduce(state, act.reorder(-1, 0))).toBe(state);
  });

  it('records one step that names only the moved slide and shares every slide', () => {
    const state = stateWith(200, 0);
    const moved = reduce(state, act.reorder(0, 199));
    expect(moved.history.past).toHaveLength(1);
    expect(moved.history.past[0]?.redo).toHaveLength(2);
    expect(moved.slides[199]).toBe(state.slides[0]);
    expect(moved.saved).toBe(false);
  });
});

describe('delete', () => {
  it('deletes the current slide by default and keeps the index in range', () => {
    const last = reduce(stateWith(3, 2), act.delete());
    expect(ids(last)).toEqual(['s1', 's2']);
    expect(last.currentSlideIndex).toBe(1);
    const middle = reduce(stateWith(3, 1), act.delete());
    expect(ids(middle)).toEqual(['s1', 's3']);
    expect(middle.currentSlideIndex).toBe(1);
  });

  it('keeps the same slide selected when an earlier one is deleted', () => {
    const deleted = reduce(stateWith(4, 2), act.delete(0));
    expect(deleted.slides[deleted.currentSlideIndex]?.id).toBe('s3');
  });

  it('empties the deck and ignores deleting from an empty deck or outside it', () => {
    const emptied = reduce(stateWith(1), act.delete());
    expect(emptied.slides).toEqual([]);
    expect(emptied.currentSlideIndex).toBe(0);
    expect(reduce(emptied, act.delete())).toBe(emptied);
    const state = stateWith(2);
    expect(reduce(state, act.delete(2))).toBe(state);
  });

  it('is one unsaved undo step', () => {
    const deleted = reduce(stateWith(2), act.delete(0));
    expect(deleted.saved).toBe(false);
    expect(deleted.history.past).toHaveLength(1);
  });
});

describe('add', () => {
  it('adds at the end by default with a new id and selects the new slide', () => {
    const newId = sequentialIds('new');
    const added = reduce(stateWith(2), act.add(testSlide('template'), newId));
    expect(ids(added)).toEqual(['s1', 's2', 'new-1']);
    expect(added.currentSlideIndex).toBe(2);
    expect(added.saved).toBe(false);
  });

  it('adds at an index, clamped to the deck', () => {
    const newId = sequentialIds('new');
    expect(ids(reduce(stateWith(2), act.add(testSlide('t'), newId, 1)))).toEqual(['s1', 'new-1', 's2']);
    expect(ids(reduce(stateWith(2), act.add(testSlide('t'), newId, 40)))).toEqual(['s1', 's2', 'new-2']);
    expect(ids(reduce(stateWith(2), act.add(testSlide('t'), newId, -3)))).toEqual(['new-3', 's1', 's2']);
  });

  it('adds the first slide of an empty deck', () => {
    const added = reduce(createSlideEditorState(), act.add(testSlide('t'), sequentialIds()));
    expect(ids(added)).toEqual(['id-1']);
    expect(added.currentSlideIndex).toBe(0);
  });

  it('duplicates a slide right after it with a new id, cleared element ids and no derived questions', () => {
    const state = stateWith(3, 0);
    const original = state.slides[0]!;
    const withQuestions = { ...original, metadata: { ...original.metadata, slideId: 's1', questions: [] } };
    const duplicated = reduce(state, act.duplicate(withQuestions, 0, sequentialIds('copy')));
    const copy = duplicated.slides[1]!;
    expect(ids(duplicated)).toEqual(['s1', 'copy-1', 's2', 's3']);
    expect(copy.data.title).toBe(original.data.title);
    expect(copy.data.list).toEqual([
      { id: '', text: 'first' },
      { id: '', text: 'second' },
    ]);
    expect(copy.metadata.slideId).toBe('');
    expect(duplicated.currentSlideIndex).toBe(1);
  });
});

describe('insert', () => {
  const others = [testSlide('o1'), testSlide('exit', { type: 'exit' }), testSlide('o2')];

  it('inserts after the current slide without exit slides, each with a new id, and selects the first', () => {
    const inserted = reduce(stateWith(3, 0), act.insert(others, sequentialIds('ins')));
    expect(ids(inserted)).toEqual(['s1', 'ins-1', 'ins-3', 's2', 's3']);
    expect(inserted.slides.some((slide) => slide.type === 'exit')).toBe(false);
    expect(inserted.currentSlideIndex).toBe(1);
    expect(inserted.history.past).toHaveLength(1);
  });

  it('clears the ids inside the inserted slides so the two lessons share no question ids', () => {
    const inserted = reduce(stateWith(1), act.insert([testSlide('o1')], sequentialIds('ins')));
    expect(inserted.slides[1]?.data.list).toEqual([
      { id: '', text: 'first' },
      { id: '', text: 'second' },
    ]);
  });

  it('inserts into an empty deck and ignores a set of only exit slides', () => {
    const empty = createSlideEditorState();
    expect(ids(reduce(empty, act.insert(others, sequentialIds('ins'))))).toEqual(['ins-1', 'ins-3']);
    const state = stateWith(2);
    expect(reduce(state, act.insert([testSlide('e', { type: 'exit' })], sequentialIds()))).toBe(state);
    expect(reduce(state, act.insert([], sequentialIds()))).toBe(state);
  });
});

describe('replace', () => {
  it('puts a slide in place of the current one as one undo step, which undo takes back', () => {
    const state = stateWith(3, 1);
    const rewritten = testSlide('s2', { data: { title: 'Shorter' } });
    const replaced = reduce(state, act.replace(rewritten));
    expect(ids(replaced)).toEqual(['s1', 's2', 's3']);
    expect(replaced.slides[1]?.data).toEqual({ title: 'Shorter' });
    expect(replaced.history.past).toHaveLength(1);
    const undone = reduce(replaced, act.undo());
    expect(undone.slides[1]).toEqual(state.slides[1]);
    expect(reduce(undone, act.redo()).slides[1]?.data).toEqual({ title: 'Shorter' });
  });

  it('replaces the slide named by index and ignores one outside the deck', () => {
    const state = stateWith(3, 0);
    expect(reduce(state, act.replace(testSlide('x'), { slideIndex: 2 })).slides[2]?.id).toBe('x');
    expect(reduce(state, act.replace(testSlide('x'), { slideIndex: 7 }))).toBe(state);
  });
});
