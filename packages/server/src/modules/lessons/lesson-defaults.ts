import {
  defaultAssessment,
  defaultConferenceSettings,
  defaultDiscussion,
  defaultLesson,
  defaultObservationSettings,
  type LessonKind,
} from '@slidewise/core';
import { LESSON_COLUMN_FIELDS } from './lesson-assembly.ts';

/**
 * The stored Latest fields of a new lesson of each kind: the lesson defaults of templates §3.3, plus for
 * discussions and assessments their own defaults of authoring §3 (postRequired false, commentRequired
 * false, visibleToAllUsers true; an assessment also minimumScore 0 and gradeByPercentage false), and for
 * observations and conferences theirs (no criteria; unscheduled, no join link, unlimited), kept beside the
 * lesson fields for the activity screens.
 */
export function newLessonData(kind: LessonKind, fields: { author: string }): Record<string, unknown> {
  const lesson: Record<string, unknown> = { ...defaultLesson({ kind, author: fields.author }) };
  for (const field of LESSON_COLUMN_FIELDS) delete lesson[field];
  // Slides and their state identifier are kept in lesson_slides, not in the lesson's document.
  const { slides: _slides, ...configuration } = defaultLesson().configuration;
  delete lesson.latestSavedSlidesStateIdentifier;
  return { ...lesson, configuration, ...activityDefaults(kind) };
}

function activityDefaults(kind: LessonKind): Record<string, unknown> {
  if (kind === 'Observation') return defaultObservationSettings();
  if (kind === 'Conference') return defaultConferenceSettings();
  if (kind !== 'Discussion' && kind !== 'Assessment') return {};
  const { postRequired, commentRequired, visibleToAllUsers } = defaultDiscussion();
  const base = { postRequired, commentRequired, visibleToAllUsers };
  if (kind === 'Discussion') return base;
  const { minimumScore, gradeByPercentage } = defaultAssessment();
  return { ...base, minimumScore, gradeByPercentage };
}
