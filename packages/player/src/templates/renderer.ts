// The contract between the slide preview (and, later, the lesson player) and each template's renderer.
// A renderer draws one slide of its template; the same component serves the editor's preview and the
// learner's play, so later issues add behaviour through optional props without changing these names.
import type { Slide, SlideTemplateInfo } from '@slidewise/core';
import type { ComponentType } from 'react';

/**
 * Which moment of the slide to show: as the learner first sees it, mid-answer (an option selected, a
 * card opened), or after answering (reinforcement and takeaway, a game's result, others' answers).
 */
export type PreviewState = 'prompt' | 'interacted' | 'answered';
export const previewStates: readonly PreviewState[] = ['prompt', 'interacted', 'answered'];

/** `preview`: in the editor, nothing is recorded and media never start on their own. `play`: a learner. */
export type RendererMode = 'preview' | 'play';

/** What a scored or survey slide reports when the learner finishes it. */
export interface SlideResult {
  /** null for slides with no right answer (content, surveys). */
  correct: boolean | null;
  /** The learner's answers, in the template's own shape (answer ids, a value, a text). */
  answers: unknown;
  points: number;
}

export interface SlideRendererProps<Data = Record<string, unknown>> {
  slide: Slide;
  /**
   * The slide's data, as typed by the template. Not validated here (the editor shows validation):
   * every field may be missing, so renderers read it defensively.
   */
  data: Partial<Data>;
  /** The template record (doneText, model, features) the slide was made from. */
  template: SlideTemplateInfo;
  state: PreviewState;
  mode: RendererMode;
  onResult?: (result: SlideResult) => void;
  /** The learner asks to move on (the done button, or the end of a video with auto-progress). */
  onDone?: () => void;
  /**
   * The answers other learners gave this slide, each in the shape the template reports in
   * `SlideResult.answers`. Surveys with `socialLearning.enabled` show them after the learner submits;
   * undefined while the lesson player has none to give (offline, not loaded yet).
   */
  othersAnswers?: readonly unknown[];
  /**
   * The learner's result over the whole lesson, for the exit slide at its end (score 0–100, stars
   * earned out of the lesson's stars); undefined while the lesson player has not worked it out.
   */
  lessonResult?: LessonResult;
  /** Who is playing, for packages that address the learner (SCORM's cmi.core.student_id and _name). */
  learner?: { id: string; name: string };
}

export interface LessonResult {
  score: number;
  stars: number;
  totalStars: number;
}

/** A renderer module's default export. */
export type SlideRenderer<Data = Record<string, unknown>> = ComponentType<SlideRendererProps<Data>>;

/** Loads one template's renderer module on demand (its own chunk). */
// biome-ignore lint/suspicious/noExplicitAny: the registry holds renderers of every template's own data type side by side.
export type RendererLoader = () => Promise<{ default: SlideRenderer<any> }>;
