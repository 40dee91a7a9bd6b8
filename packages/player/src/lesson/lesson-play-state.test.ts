import { describe, expect, it } from 'vitest';
import {
  canGoBack,
  canGoNext,
  initialPlayState,
  playableSlides,
  playKindOf,
  playStep,
  progressOf,
  type LessonPlayState,
  type PlayAction,
  type PlayEffect,
} from './lesson-play-state.ts';

const AT = '2026-11-23T10:00:00.000Z';
const LATER = '2026-11-23T10:01:00.000Z';

// title (content), a quiz, a game, a survey, then more content.
const deck = playableSlides([
  { id: 'intro', type: 'title' },
  { id: 'quiz', type: 'slider' },
  { id: 'game', type: 'game-true-or-false' },
  { id: 'survey', type: 'free-text-survey' },
  { id: 'outro', type: 'bulleted-list' },
]);

function run(state: LessonPlayState, ...actions: PlayAction[]): { state: LessonPlayState; effects: PlayEffect[] } {
  const effects: PlayEffect[] = [];
  for (const action of actions) {
    const step = playStep(state, action);
    state = step.state;
    effects.push(...step.effects);
  }
  return { state, effects };
}

const correct = { correct: true, answers: { value: 3 }, points: 1000 };

describe('the slides a learner plays', () => {
  it('reads each slide’s play kind from the catalogue, unknown types as content', () => {
    expect(deck.map((slide) => slide.kind)).toEqual(['content', 'quiz', 'game', 'survey', 'content']);
    expect(playKindOf('no-such-template')).toBe('content');
  });

  it('stops at the first exit slide: the end screen takes its place', () => {
    const slides = playableSlides([
      { id: 'a', type: 'title' },
      { id: 'end', type: 'exit' },
      { id: 'after', type: 'title' },
    ]);
    expect(slides.map((slide) => slide.id)).toEqual(['a']);
  });
});

describe('starting and resuming', () => {
  it('starts on the first slide', () => {
    const state = initialPlayState(deck);
    expect(state).toMatchObject({ index: 0, phase: 'playing', results: {} });
    expect(progressOf(state)).toBe(0);
  });

  it('resumes on the first slide from the saved place that has no result', () => {
    const state = initialPlayState(deck, {
      currentSlideIndex: 1,
      results: { quiz: { ...correct, answeredAt: AT }, intro: { correct: null, answers: null, points: 0, answeredAt: AT } },
    });
    expect(state.index).toBe(2);
    expect(state.phase).toBe('playing');
  });

  it('forgets results of slides no longer in the lesson and clamps a place past the end', () => {
    const state = initialPlayState(deck, { currentSlideIndex: 99, results: { gone: { ...correct, answeredAt: AT } } });
    expect(state.results).toEqual({});
    expect(state.index).toBe(4);
  });

  it('is ended when every slide from the place on has a result, or when there are no slides', () => {
    const results = Object.fromEntries(deck.map((slide) => [slide.id, { ...correct, answeredAt: AT }]));
    expect(initialPlayState(deck, { currentSlideIndex: 0, results }).phase).toBe('ended');
    expect(initialPlayState([]).phase).toBe('ended');
  });
});

describe('moving on', () => {
  it('records a content slide as viewed when the learner moves on, with the new place', () => {
    const { state, effects } = run(initialPlayState(deck), { type: 'next', at: AT });
    expect(state.index).toBe(1);
    expect(state.results.intro).toEqual({ correct: null, answers: null, points: 0, answeredAt: AT });
    expect(effects).toEqual([{ type: 'result', slideId: 'intro', result: state.results.intro, currentSlideIndex: 1 }]);
  });

  it('keeps the learner on a scored slide until it reports a result', () => {
    const onQuiz = run(initialPlayState(deck), { type: 'next', at: AT }).state;
    expect(canGoNext(onQuiz)).toBe(false);
    const blocked = playStep(onQuiz, { type: 'next', at: LATER });
    expect(blocked.state).toBe(onQuiz);
    expect(blocked.effects).toEqual([]);
  });

  it('sends a reported result once, then moves on with only the new place', () => {
    const onQuiz = run(initialPlayState(deck), { type: 'next', at: AT }).state;
    const { state, effects } = run(
      onQuiz,
      { type: 'resultReported', slideId: 'quiz', result: correct, at: LATER },
      { type: 'resultReported', slideId: 'quiz', result: { correct: false, answers: {}, points: 0 }, at: LATER },
      { type: 'next', at: LATER },
    );
    expect(state.results.quiz).toEqual({ ...correct, answeredAt: LATER });
    expect(state.index).toBe(2);
    expect(effects).toEqual([
      { type: 'result', slideId: 'quiz', result: { ...correct, answeredAt: LATER }, currentSlideIndex: 1 },
      { type: 'position', currentSlideIndex: 2 },
    ]);
  });

  it('records a scored slide that cannot be shown as not answered, so the learner can move on', () => {
    const onQuiz = run(initialPlayState(deck), { type: 'next', at: AT }).state;
    const { state, effects } = run(
      onQuiz,
      { type: 'unshowable', slideId: 'quiz', at: LATER },
      { type: 'unshowable', slideId: 'quiz', at: LATER },
    );
    expect(state.results.quiz).toEqual({ correct: null, answers: null, points: 0, answeredAt: LATER });
    expect(canGoNext(state)).toBe(true);
    expect(canGoBack(state)).toBe(false);
    expect(effects).toEqual([{ type: 'result', slideId: 'quiz', result: state.results.quiz, currentSlideIndex: 1 }]);
    expect(run(state, { type: 'next', at: LATER }).state.index).toBe(2);
  });

  it('leaves content and slides off screen alone when they report they cannot be shown', () => {
    const start = initialPlayState(deck);
    expect(playStep(start, { type: 'unshowable', slideId: 'intro', at: AT }).state).toBe(start);
    expect(playStep(start, { type: 'unshowable', slideId: 'quiz', at: AT }).state).toBe(start);
  });

  it('ignores a result for a slide that is not in the lesson, and clamps negative points', () => {
    const start = initialPlayState(deck);
    expect(playStep(start, { type: 'resultReported', slideId: 'elsewhere', result: correct, at: AT }).effects).toEqual([]);
    const { state } = run(start, { type: 'resultReported', slideId: 'game', result: { correct: false, answers: [], points: -5 }, at: AT });
    expect(state.results.game?.points).toBe(0);
  });

  it('ends after the last slide, once', () => {
    let state = initialPlayState(deck, { currentSlideIndex: 4, results: {} });
    const last = run(state, { type: 'next', at: AT });
    state = last.state;
    expect(state.phase).toBe('ended');
    expect(progressOf(state)).toBe(1);
    expect(last.effects.map((effect) => effect.type)).toEqual(['result', 'ended']);
    expect(playStep(state, { type: 'next', at: LATER }).effects).toEqual([]);
    expect(playStep(state, { type: 'resultReported', slideId: 'outro', result: correct, at: LATER }).effects).toEqual([]);
  });
});

describe('going back', () => {
  it('is not possible on the first slide', () => {
    expect(canGoBack(initialPlayState(deck))).toBe(false);
  });

  it('returns over content slides, with the new place', () => {
    const slides = playableSlides([
      { id: 'a', type: 'title' },
      { id: 'b', type: 'bulleted-list' },
    ]);
    const onSecond = run(initialPlayState(slides), { type: 'next', at: AT }).state;
    expect(canGoBack(onSecond)).toBe(true);
    const { state, effects } = run(onSecond, { type: 'back' });
    expect(state.index).toBe(0);
    expect(effects).toEqual([{ type: 'position', currentSlideIndex: 0 }]);
    // Coming back the second time: viewed already, so only the place is sent.
    expect(run(state, { type: 'next', at: LATER }).effects).toEqual([{ type: 'position', currentSlideIndex: 1 }]);
  });

  it('is not possible after answering the current slide, nor onto an answered one', () => {
    const onQuiz = run(initialPlayState(deck), { type: 'next', at: AT }).state;
    expect(canGoBack(onQuiz)).toBe(true);
    const answered = run(onQuiz, { type: 'resultReported', slideId: 'quiz', result: correct, at: AT }).state;
    expect(canGoBack(answered)).toBe(false);
    expect(playStep(answered, { type: 'back' }).state).toBe(answered);
    const onGame = run(answered, { type: 'next', at: AT }).state;
    expect(canGoBack(onGame)).toBe(false);
  });
});

describe('a required package', () => {
  const packages = playableSlides([
    { id: 'required', type: 'scorm', data: { isRequiredForLessonCompletion: true } },
    { id: 'optional', type: 'scorm', data: { isRequiredForLessonCompletion: false } },
    { id: 'aicc', type: 'aicc', data: { isRequiredForLessonCompletion: true } },
  ]);
  const skipped = { correct: null, answers: { skipped: 'package-unavailable' }, points: 0 };

  it('holds Next until the package reports, then moves on without a second result', () => {
    const start = initialPlayState(packages);
    expect(canGoNext(start)).toBe(false);
    expect(playStep(start, { type: 'next', at: AT }).state).toBe(start);
    const { state, effects } = run(
      start,
      { type: 'resultReported', slideId: 'required', result: skipped, at: AT },
      { type: 'next', at: LATER },
    );
    expect(state.index).toBe(1);
    expect(effects).toEqual([
      { type: 'result', slideId: 'required', result: { ...skipped, answeredAt: AT }, currentSlideIndex: 0 },
      { type: 'position', currentSlideIndex: 1 },
    ]);
  });

  it('lets a renderer that breaks on it through, as for a quiz', () => {
    const { state } = run(initialPlayState(packages), { type: 'unshowable', slideId: 'required', at: AT });
    expect(canGoNext(state)).toBe(true);
    expect(state.results.required).toMatchObject({ correct: null, points: 0 });
  });

  it('never holds an optional SCORM package or an AICC one', () => {
    const { state } = run(
      initialPlayState(packages),
      { type: 'resultReported', slideId: 'required', result: skipped, at: AT },
      { type: 'next', at: AT },
    );
    expect(canGoNext(state)).toBe(true);
    expect(canGoNext(run(state, { type: 'next', at: AT }).state)).toBe(true);
  });
});
