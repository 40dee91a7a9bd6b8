// Property-based tests of the slide editor (issue 4): whatever the author does, as many undos take the
// slides back to where they started, redo after undo lands on the same slides, the history never holds
// more than 100 steps, and the selection always points into the deck.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { UNDO_HISTORY_LIMIT } from '../constants.ts';
import type { Slide } from '../entities/slide.ts';
import { slideEditorActions as act, type SlideEditorAction } from './slide-editor-actions.ts';
import { slideEditorReducer as reduce } from './slide-editor-reducer.ts';
import { createSlideEditorState, type SlideEditorState } from './slide-editor-state.ts';
import { deckOf, jsonCopy, sequentialIds, testSlide } from './test-fixtures.ts';
import { deriveQuestions } from './derive-questions.ts';

type Build = (newId: () => string, state: SlideEditorState) => SlideEditorAction;

const index = fc.integer({ min: -1, max: 9 });
const optionalSlide = fc.option(fc.integer({ min: -1, max: 8 }), { nil: undefined });
const text = fc.string({ maxLength: 6 });
const value = fc.oneof(text, fc.integer(), fc.constant(undefined), fc.record({ text }), fc.array(text, { maxLength: 2 }));
const dataPath = fc.oneof(
  fc.constant(['title']),
  fc.constant(['answer', 'text']),
  fc.tuple(fc.constant('list'), fc.integer({ min: 0, max: 3 }), fc.constant('text')),
  fc.tuple(fc.constant('list'), fc.integer({ min: 0, max: 3 })),
  fc.constant(['created', 'on', 'the way']),
);
const listPath = fc.constantFrom(['list'], ['missing'], ['title']);

/** Author operations and navigation, as builders so each run gets its own id generator. */
const authorOperation: fc.Arbitrary<Build> = fc.oneof(
  index.map((at) => () => act.goTo(at)),
  fc.constant(() => act.next()),
  fc.constant(() => act.previous()),
  fc.tuple(index, index).map(
    ([from, to]) =>
      () =>
        act.reorder(from, to),
  ),
  fc.option(index, { nil: undefined }).map((at) => () => act.delete(at)),
  fc.option(index, { nil: undefined }).map((at) => (newId: () => string) => act.add(testSlide('added'), newId, at)),
  fc.array(fc.boolean(), { maxLength: 3 }).map(
    (exits) => (newId: () => string) =>
      act.insert(
        exits.map((exit, position) => testSlide(`o${position}`, exit ? { type: 'exit' } : {})),
        newId,
      ),
  ),
  fc.record({ path: dataPath, value, continues: fc.boolean(), slideIndex: optionalSlide }).map(
    ({ path, value: newValue, continues, slideIndex }) =>
      () =>
        act.edit(path, newValue, { continues, slideIndex }),
  ),
  fc.record({ name: fc.option(text, { nil: undefined }), subtype: fc.option(text, { nil: undefined }), continues: fc.boolean() }).map(
    ({ name, subtype, continues }) =>
      () =>
        act.editSlide({ name, subtype }, { continues }),
  ),
  fc.record({ path: listPath, at: fc.option(index, { nil: undefined }), slideIndex: optionalSlide }).map(
    ({ path, at, slideIndex }) =>
      () =>
        act.addElement(path, { id: 'e', text: 'new' }, { index: at, slideIndex }),
  ),
  fc.tuple(listPath, index).map(
    ([path, at]) =>
      () =>
        act.removeElement(path, at),
  ),
  fc.tuple(listPath, index, index).map(
    ([path, from, to]) =>
      () =>
        act.swapElements(path, from, to),
  ),
  fc.tuple(listPath, index).map(
    ([path, at]) =>
      () =>
        act.duplicateElement(path, at),
  ),
  fc.boolean().map((enabled) => () => act.changeAutosave(enabled)),
);

/** Save events, which are never undo steps. */
const saveEvent: fc.Arbitrary<Build> = fc.oneof(
  fc.constant(() => act.saveStarted()),
  text.map((identifier) => () => act.saveSucceeded(`v-${identifier}`)),
  text.map((message) => () => act.saveFailed(message)),
  fc.constant(() => act.errorReset()),
);

/** Keystrokes in one field, joined into one step when they continue each other. */
const typing: fc.Arbitrary<Build> = fc.tuple(text, fc.boolean()).map(
  ([newValue, continues]) =>
    () =>
      act.edit(['title'], newValue, { continues }),
);

const operation: fc.Arbitrary<Build> = fc.oneof(
  { arbitrary: authorOperation, weight: 8 },
  { arbitrary: typing, weight: 3 },
  { arbitrary: saveEvent, weight: 1 },
  {
    arbitrary: fc.constantFrom<Build>(
      () => act.undo(),
      () => act.redo(),
    ),
    weight: 1,
  },
);

const start = fc
  .tuple(fc.integer({ min: 0, max: 8 }), fc.nat(8))
  .map(([count, current]) => createSlideEditorState({ slides: deckOf(count), currentSlideIndex: current }));

function run(state: SlideEditorState, builds: readonly Build[]): SlideEditorState {
  const newId = sequentialIds('gen');
  return builds.reduce((current, build) => reduce(current, build(newId, current)), state);
}

const repeat = (action: SlideEditorAction, times: number) => Array.from({ length: times }, () => action);

/** The server's answer to the save in flight: the sent slides with their questions derived. */
const serverAnswer: Build = (newId, state) =>
  act.saveSucceeded(
    `v-${newId()}`,
    deriveQuestions(state.inFlight?.slides ?? state.slides, () => undefined, newId),
  );

/** What the author edits, without what saves derive. */
const authored = (slides: readonly Slide[]) => slides.map(({ id, type, name, subtype, data }) => ({ id, type, name, subtype, data }));

describe('slide editor properties', () => {
  it('any sequence of operations followed by as many undos returns the first slides', () => {
    fc.assert(
      fc.property(start, fc.array(operation, { maxLength: 60 }), (first, builds) => {
        const copy = jsonCopy(first.slides as Slide[]);
        const end = run(first, builds);
        const back = repeat(act.undo(), builds.length).reduce(reduce, end);
        expect(back.slides).toEqual(first.slides);
        expect(first.slides).toEqual(copy);
      }),
    );
  });

  it('redo after undo returns the same slides and selection', () => {
    fc.assert(
      fc.property(start, fc.array(operation, { maxLength: 60 }), fc.nat(60), (first, builds, undos) => {
        const end = run(first, builds);
        const steps = Math.min(undos, end.history.past.length);
        const undone = repeat(act.undo(), steps).reduce(reduce, end);
        const redone = repeat(act.redo(), steps).reduce(reduce, undone);
        expect(redone.slides).toEqual(end.slides);
        expect(redone.history.past).toHaveLength(end.history.past.length);
        if (steps > 0) expect(redone.currentSlideIndex).toBe(end.history.past.at(-1)?.slideIndexAfter);
      }),
    );
  });

  it('the history never holds more than 100 steps and the selection stays in the deck', () => {
    fc.assert(
      fc.property(start, fc.array(fc.oneof(operation, typing, typing), { minLength: 100, maxLength: 300 }), (first, builds) => {
        const newId = sequentialIds('gen');
        let state = first;
        for (const build of builds) {
          state = reduce(state, build(newId, state));
          expect(state.history.past.length).toBeLessThanOrEqual(UNDO_HISTORY_LIMIT);
          expect(state.history.future.length).toBeLessThanOrEqual(UNDO_HISTORY_LIMIT);
          expect(state.currentSlideIndex).toBeGreaterThanOrEqual(0);
          expect(state.currentSlideIndex).toBeLessThan(Math.max(state.slides.length, 1));
        }
      }),
      { numRuns: 40 },
    );
  });

  it('server answers are never undo steps and take nothing the author can undo', () => {
    const withAnswers = fc.oneof(
      { arbitrary: operation, weight: 4 },
      { arbitrary: fc.constant<Build>(() => act.saveStarted()), weight: 1 },
      { arbitrary: fc.constant(serverAnswer), weight: 1 },
    );
    fc.assert(
      fc.property(start, fc.array(withAnswers, { maxLength: 60 }), (first, builds) => {
        const newId = sequentialIds('gen');
        let state = first;
        for (const build of builds) {
          const action = build(newId, state);
          const next = reduce(state, action);
          if (action.type === 'saveSucceeded') expect(next.history).toBe(state.history);
          state = next;
        }
        const back = repeat(act.undo(), builds.length).reduce(reduce, state);
        expect(authored(back.slides)).toEqual(authored(first.slides));
      }),
    );
  });

  it('a reorder keeps the selected slide selected', () => {
    fc.assert(
      fc.property(start, index, index, (first, from, to) => {
        const selected = first.slides[first.currentSlideIndex]?.id;
        const moved = reduce(first, act.reorder(from, to));
        expect(moved.slides[moved.currentSlideIndex]?.id).toBe(selected);
      }),
    );
  });

  it('undoing everything a trimmed history holds lands on the slides before its oldest step', () => {
    fc.assert(
      fc.property(start, fc.array(fc.oneof(authorOperation, saveEvent, typing), { minLength: 1, maxLength: 250 }), (first, builds) => {
        const newId = sequentialIds('gen');
        const slidesBeforeStep: (readonly Slide[])[] = [];
        let state = first;
        for (const build of builds) {
          const next = reduce(state, build(newId, state));
          const past = next.history.past;
          // A new step leaves the old top just under it; a joined keystroke replaces the top instead.
          if (past.at(-1) !== state.history.past.at(-1) && past.at(-2) === state.history.past.at(-1)) {
            slidesBeforeStep.push(state.slides);
          }
          state = next;
        }
        const oldestKept = slidesBeforeStep.slice(-state.history.past.length)[0] ?? state.slides;
        const back = repeat(act.undo(), state.history.past.length).reduce(reduce, state);
        expect(back.slides).toEqual(oldestKept);
      }),
      { numRuns: 60 },
    );
  });
});
