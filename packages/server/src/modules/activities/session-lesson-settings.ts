import type { ActivityRow } from './activity-lookup.ts';

// The settings answer an observation and a conference share (core's activityResponseHeadFields and
// savedActivityFields), read from the lesson row one way for both.

const stringsOf = (value: unknown) => (Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : []);

/** id, course, title, description, isPublished, externalId and prerequisites of the Latest version. */
export function sessionLessonHead({ lesson, course }: ActivityRow) {
  return {
    id: lesson.id,
    courseId: lesson.courseId,
    courseTitle: course.title,
    title: lesson.title,
    description: lesson.description,
    isPublished: lesson.isPublished,
    // A document without them (an older row) reads as empty rather than failing the page.
    externalId: typeof lesson.data.externalId === 'string' ? lesson.data.externalId : '',
    prerequisites: stringsOf(lesson.data.prerequisites),
  };
}

/** The version a save sends back, whether it differs from the published one, and when it changed. */
export function sessionLessonVersion({ lesson }: ActivityRow) {
  return { version: lesson.version, hasUnpublishedChanges: lesson.hasUnpublishedChanges, modified: lesson.modifiedAt.toISOString() };
}
