// The lesson player's state as a pure step function: where the learner is, what each slide reported,
// and what must be sent to the server because of it. The component runs the step and hands the effects
// to its page; nothing here touches React, the network or the clock (times come in the actions).
import { EXIT_SLIDE_TYPE, findSlideTemplate, waitsForReport, type Slide, type TemplatePlayKind } from '@slidewise/core';
import type { SlideResult } from '../templates/renderer.ts';

/** How a slide plays, for the shell's rules; a type missing from the catalogue plays as content. */
export type PlayKind = TemplatePlayKind;

export interface PlaySlide {
  id: string;
  kind: PlayKind;
  /** A content slide that still waits for its own report (a required SCORM package) before Next. */
  waitsForReport?: boolean;
}

/** A slide's result as the attempt keeps it: the renderer's report and when it was made. */
export interface RecordedResult extends SlideResult {
  answeredAt: string;
}

export type PlayPhase = 'playing' | 'ended';

export interface LessonPlayState {
  /** The slides the learner plays: the deck up to (not including) its first exit slide. */
  slides: readonly PlaySlide[];
  /** Index of the current slide in `slides` (which is also its index in the lesson's deck). */
  index: number;
  results: Readonly<Record<string, RecordedResult>>;
  phase: PlayPhase;
}

export type PlayAction =
  | { type: 'resultReported'; slideId: string; result: SlideResult; at: string }
  /** The slide cannot be shown (its renderer broke, its template is unknown): it must not hold the learner. */
  | { type: 'unshowable'; slideId: string; at: string }
  /** The learner moves on: the shell's Next button or the slide's own done button. */
  | { type: 'next'; at: string }
  | { type: 'back' };

export type PlayEffect =
  /** A result to send (PUT results/{slideId}), with the slide the learner is on. */
  | { type: 'result'; slideId: string; result: RecordedResult; currentSlideIndex: number }
  /** The learner's place changed without a result to carry it (PUT position). */
  | { type: 'position'; currentSlideIndex: number }
  /** The last slide is done: finish the attempt. */
  | { type: 'ended' };

export interface PlayStep {
  state: LessonPlayState;
  effects: PlayEffect[];
}

/** What a content slide records when the learner moves on from it: seen, nothing to score. */
export const VIEWED_RESULT: SlideResult = { correct: null, answers: null, points: 0 };

/**
 * What a scored or survey slide that cannot be shown records: not answered, no points. Recording it lets
 * the learner move on and the attempt finish; `correct: null` never counts towards the score or stars.
 */
export const UNSHOWN_RESULT: SlideResult = { correct: null, answers: null, points: 0 };

export function playKindOf(type: string): PlayKind {
  return findSlideTemplate(type)?.play ?? 'content';
}

/** The slides a learner plays: an exit slide ends the lesson, and the player's end screen takes its place. */
export function playableSlides(slides: readonly (Pick<Slide, 'id' | 'type'> & Partial<Pick<Slide, 'data'>>)[]): PlaySlide[] {
  const exit = slides.findIndex((slide) => slide.type === EXIT_SLIDE_TYPE);
  return (exit === -1 ? slides : slides.slice(0, exit)).map((slide) =>
    waitsForReport(slide)
      ? { id: slide.id, kind: playKindOf(slide.type), waitsForReport: true }
      : { id: slide.id, kind: playKindOf(slide.type) },
  );
}

/** Whether the slide moves on without a result of its own: content, unless it waits for its report. */
function movesOnUnanswered(slide: PlaySlide): boolean {
  return slide.kind === 'content' && !slide.waitsForReport;
}

export interface ResumePoint {
  currentSlideIndex: number;
  results: Readonly<Record<string, RecordedResult>>;
}

/**
 * A new play of the lesson, or the continuation of an attempt in progress. A resumed learner lands on
 * the first slide from their place that has no result yet: a renderer cannot show a past answer, and
 * answering it again would not count (one result per slide per attempt).
 */
export function initialPlayState(slides: readonly PlaySlide[], resume?: ResumePoint): LessonPlayState {
  const known = new Set(slides.map((slide) => slide.id));
  const results = Object.fromEntries(Object.entries(resume?.results ?? {}).filter(([slideId]) => known.has(slideId)));
  if (slides.length === 0) return { slides, index: 0, results, phase: 'ended' };
  let index = Math.min(Math.max(0, resume?.currentSlideIndex ?? 0), slides.length - 1);
  while (index < slides.length && results[slides[index]!.id]) index += 1;
  if (index >= slides.length) return { slides, index: slides.length - 1, results, phase: 'ended' };
  return { slides, index, results, phase: 'playing' };
}

export function currentSlide(state: LessonPlayState): PlaySlide | undefined {
  return state.phase === 'playing' ? state.slides[state.index] : undefined;
}

/**
 * Scored and survey slides are answered before moving on, and a required package reports (or is skipped
 * as unable to open) first; other content completes by moving on.
 */
export function canGoNext(state: LessonPlayState): boolean {
  const slide = currentSlide(state);
  if (!slide) return false;
  return movesOnUnanswered(slide) || Boolean(state.results[slide.id]);
}

/**
 * Back goes to the previous slide, but never onto or past a slide that reported a result (nor away
 * from one just answered): an answer is given once per attempt, so the learner cannot re-answer a quiz
 * after seeing its reinforcement.
 */
export function canGoBack(state: LessonPlayState): boolean {
  if (state.phase !== 'playing' || state.index === 0) return false;
  return state.index - 1 > lastAnsweredIndex(state);
}

function lastAnsweredIndex(state: LessonPlayState): number {
  for (let index = state.slides.length - 1; index >= 0; index -= 1) {
    const slide = state.slides[index]!;
    if (slide.kind !== 'content' && state.results[slide.id]) return index;
  }
  return -1;
}

/** The learner's progress through the lesson, 0-1: slides passed over all slides. */
export function progressOf(state: LessonPlayState): number {
  if (state.slides.length === 0 || state.phase === 'ended') return 1;
  return state.index / state.slides.length;
}

export function playStep(state: LessonPlayState, action: PlayAction): PlayStep {
  switch (action.type) {
    case 'resultReported':
      return reportResult(state, action.slideId, action.result, action.at);
    case 'unshowable': {
      // Only the slide on screen, and only one waiting for a result: content already moves on freely.
      const slide = currentSlide(state);
      if (slide?.id !== action.slideId || movesOnUnanswered(slide)) return unchanged(state);
      return reportResult(state, action.slideId, UNSHOWN_RESULT, action.at);
    }
    case 'next':
      return moveNext(state, action.at);
    case 'back':
      if (!canGoBack(state)) return unchanged(state);
      return { state: { ...state, index: state.index - 1 }, effects: [{ type: 'position', currentSlideIndex: state.index - 1 }] };
  }
}

function reportResult(state: LessonPlayState, slideId: string, result: SlideResult, at: string): PlayStep {
  // One result per slide per attempt: a second report (a timer firing late, a replayed renderer) is dropped.
  if (state.phase !== 'playing' || state.results[slideId] || !state.slides.some((slide) => slide.id === slideId)) return unchanged(state);
  const recorded: RecordedResult = { correct: result.correct, answers: result.answers, points: Math.max(0, result.points), answeredAt: at };
  return {
    state: { ...state, results: { ...state.results, [slideId]: recorded } },
    effects: [{ type: 'result', slideId, result: recorded, currentSlideIndex: state.index }],
  };
}

function moveNext(state: LessonPlayState, at: string): PlayStep {
  if (!canGoNext(state)) return unchanged(state);
  const slide = state.slides[state.index]!;
  const effects: PlayEffect[] = [];
  let results = state.results;
  const last = state.index === state.slides.length - 1;
  const nextIndex = last ? state.index : state.index + 1;
  if (!results[slide.id]) {
    // Content completes when the learner moves on; its record carries the new place.
    const viewed: RecordedResult = { ...VIEWED_RESULT, answeredAt: at };
    results = { ...results, [slide.id]: viewed };
    effects.push({ type: 'result', slideId: slide.id, result: viewed, currentSlideIndex: nextIndex });
  } else if (!last) {
    effects.push({ type: 'position', currentSlideIndex: nextIndex });
  }
  if (last) {
    effects.push({ type: 'ended' });
    return { state: { ...state, results, phase: 'ended' }, effects };
  }
  return { state: { ...state, results, index: nextIndex }, effects };
}

function unchanged(state: LessonPlayState): PlayStep {
  return { state, effects: [] };
}
