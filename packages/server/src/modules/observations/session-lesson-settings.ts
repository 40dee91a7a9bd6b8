import type { ActivityRow } from '../discussions/activity-lookup.ts';
import { publishedText } from './session-lesson.ts';

// What an observation's and a conference's answers share (core's activityResponseHeadFields,
// savedActivityFields and learnerActivityHeadFields), read from the lesson row one way for both.

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

/** What a learner's view starts with: the published title and description (the Latest ones if the document lacks them). */
export function learnerSessionLessonHead({ lesson, course }: ActivityRow, published: Record<string, unknown>) {
  return {
    id: lesson.id,
    courseId: lesson.courseId,
    courseTitle: course.title,
    title: publishedText(published, 'title', lesson.title),
    description: publishedText(published, 'description', lesson.description),
  };
}
