import type { Lesson, LessonUpdateBody } from '@slidewise/core';

// authoring §3 "Lesson (saved fields)" that the settings panel edits. Slides have their own save
// (lesson authoring); publishing, prerequisites and the course's order are the course editor's.
export const lessonSettingsFields = [
  'title',
  'description',
  'externalId',
  'hideContentType',
  'hideProgress',
  'hideScore',
  'isRateable',
  'scoring',
  'showStarProgressScore',
  'useCourseBranding',
  'features',
  'availability',
  'contribution',
] as const satisfies readonly (keyof Lesson & keyof LessonUpdateBody)[];

export type LessonSettingsField = (typeof lessonSettingsFields)[number];

/** The body of PUT /api/lessons/{id} for the edited fields and the version they were made on. */
export function lessonUpdateBody(patch: Partial<Lesson>, version: number): LessonUpdateBody {
  const body: Record<string, unknown> = { version };
  for (const field of lessonSettingsFields) if (patch[field] !== undefined) body[field] = patch[field];
  return body as LessonUpdateBody;
}
