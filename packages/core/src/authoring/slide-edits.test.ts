import { describe, expect, it } from 'vitest';
import { slideEditorActions as act } from './slide-editor-actions.ts';
import { slideEditorReducer as reduce } from './slide-editor-reducer.ts';
import { stateWith } from './test-fixtures.ts';

const list = (state: ReturnType<typeof stateWith>, slide = 0) => state.slides[slide]?.data.list as { id: string; text: string }[];

describe('edit', () => {
  it('sets a value at a path inside the current slide’s data and marks the lesson unsaved', () => {
    const state = stateWith(2, 1);
    const edited = reduce(state, act.edit(['list', 1, 'text'], 'changed'));
    expect(list(edited, 1)[1]?.text).toBe('changed');
    expect(edited.saved).toBe(false);
    expect(edited.history.past).toHaveLength(1);
    expect(edited.slides[0]).toBe(state.slides[0]);
    expect(list(state, 1)[1]?.text).toBe('second');
  });

  it('edits another slide when told which', () => {
    const edited = reduce(stateWith(3, 0), act.edit(['title'], 'New', { slideIndex: 2 }));
    expect(edited.slides[2]?.data.title).toBe('New');
    expect(edited.currentSlideIndex).toBe(0);
  });

  it('creates the objects and lists missing on the way', () => {
    const edited = reduce(stateWith(1), act.edit(['challenge_configuration', 'weighting'], 2));
    expect(edited.slides[0]?.data.challenge_configuration).toEqual({ weighting: 2 });
    const listed = reduce(stateWith(1), act.edit(['extra', 0], 'x'));
    expect(listed.slides[0]?.data.extra).toEqual(['x']);
  });

  it('removes a key when the value is undefined', () => {
    const edited = reduce(stateWith(1), act.edit(['answer'], undefined));
    expect(edited.slides[0]?.data).not.toHaveProperty('answer');
  });

  it('changes nothing for the same value, an empty path, a path through text or a hole in a list', () => {
    const state = stateWith(1);
    expect(reduce(state, act.edit(['title'], 'Title of s1'))).toBe(state);
    expect(reduce(state, act.edit([], 'x'))).toBe(state);
    expect(reduce(state, act.edit(['title', 'deeper'], 'x'))).toBe(state);
    expect(reduce(state, act.edit(['list', 7], 'x'))).toBe(state);
    expect(reduce(state, act.edit(['list', 0], undefined))).toBe(state);
    expect(reduce(state, act.edit(['__proto__', 'polluted'], 'x'))).toBe(state);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(reduce(state, act.edit(['title'], 'x', { slideIndex: 4 }))).toBe(state);
  });

  it('makes one undo step of a typed word when the keystrokes continue each other', () => {
    let state = stateWith(1);
    for (const [index, text] of ['W', 'Wo', 'Wor', 'Word'].entries()) {
      state = reduce(state, act.edit(['title'], text, { continues: index > 0 }));
    }
    expect(state.slides[0]?.data.title).toBe('Word');
    expect(state.history.past).toHaveLength(1);
    const undone = reduce(state, act.undo());
    expect(undone.slides[0]?.data.title).toBe('Title of s1');
  });

  it('starts a new step for a continuing keystroke in another field', () => {
    let state = reduce(stateWith(1), act.edit(['title'], 'a'));
    state = reduce(state, act.edit(['answer', 'text'], 'b', { continues: true }));
    expect(state.history.past).toHaveLength(2);
  });
});

describe('editSlide', () => {
  it('replaces the name and the subtype', () => {
    const edited = reduce(stateWith(1), act.editSlide({ name: 'Intro', subtype: 'image' }));
    expect(edited.slides[0]?.name).toBe('Intro');
    expect(edited.slides[0]?.subtype).toBe('image');
    expect(edited.history.past).toHaveLength(1);
  });

  it('keeps a subtype when given an empty one and joins continued typing of the name', () => {
    const state = stateWith(1);
    expect(reduce(state, act.editSlide({ subtype: '' }))).toBe(state);
    let typed = reduce(state, act.editSlide({ name: 'I' }));
    typed = reduce(typed, act.editSlide({ name: 'In' }, { continues: true }));
    expect(typed.history.past).toHaveLength(1);
    expect(reduce(typed, act.undo()).slides[0]?.name).toBe('Slide s1');
  });
});

describe('repeating fields', () => {
  it('adds an element at the end or at an index', () => {
    const state = stateWith(1);
    expect(list(reduce(state, act.addElement(['list'], { id: '', text: 'third' })))).toEqual([
      { id: 's1-a', text: 'first' },
      { id: 's1-b', text: 'second' },
      { id: '', text: 'third' },
    ]);
    expect(list(reduce(state, act.addElement(['list'], { id: '', text: 'zero' }, { index: 0 })))[0]?.text).toBe('zero');
    expect(reduce(state, act.addElement(['list'], {}, { index: 5 }))).toBe(state);
  });

  it('creates a missing list and refuses a value that is not one', () => {
    const state = stateWith(1);
    expect(reduce(state, act.addElement(['words'], 'w')).slides[0]?.data.words).toEqual(['w']);
    expect(reduce(state, act.addElement(['title'], 'w'))).toBe(state);
  });

  it('removes an element and ignores an index outside the list', () => {
    const state = stateWith(1);
    expect(list(reduce(state, act.removeElement(['list'], 0)))).toEqual([{ id: 's1-b', text: 'second' }]);
    expect(reduce(state, act.removeElement(['list'], 2))).toBe(state);
    expect(reduce(state, act.removeElement(['missing'], 0))).toBe(state);
  });

  it('swaps two elements and ignores a swap in place or outside the list', () => {
    const state = stateWith(1);
    expect(list(reduce(state, act.swapElements(['list'], 0, 1))).map((item) => item.text)).toEqual(['second', 'first']);
    expect(reduce(state, act.swapElements(['list'], 1, 1))).toBe(state);
    expect(reduce(state, act.swapElements(['list'], 0, 2))).toBe(state);
  });

  it('duplicates an element right after it with its id cleared, nested ids too', () => {
    let state = reduce(stateWith(1), act.edit(['list', 0, 'children'], [{ id: 'child', text: 'c' }]));
    state = reduce(state, act.duplicateElement(['list'], 0));
    expect(list(state)).toEqual([
      { id: 's1-a', text: 'first', children: [{ id: 'child', text: 'c' }] },
      { id: '', text: 'first', children: [{ id: '', text: 'c' }] },
      { id: 's1-b', text: 'second' },
    ]);
    const unchanged = stateWith(1);
    expect(reduce(unchanged, act.duplicateElement(['list'], 3))).toBe(unchanged);
  });

  it('leaves minimum and maximum counts to the form: the reducer serves every template alike', () => {
    let state = stateWith(1);
    state = reduce(state, act.removeElement(['list'], 0));
    state = reduce(state, act.removeElement(['list'], 0));
    expect(list(state)).toEqual([]);
  });

  it('makes each element operation one unsaved undo step on the slide given', () => {
    const state = reduce(stateWith(2, 0), act.addElement(['list'], 'x', { slideIndex: 1 }));
    expect(state.slides[1]?.data.list).toHaveLength(3);
    expect(state.saved).toBe(false);
    expect(state.history.past).toHaveLength(1);
    expect(reduce(state, act.undo()).slides[1]?.data.list).toHaveLength(2);
  });
});
