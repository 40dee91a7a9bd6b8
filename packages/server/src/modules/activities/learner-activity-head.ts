import type { ActivityRow } from './activity-lookup.ts';

/**
 * What every learner's view of an activity (discussion, assessment, observation, conference) starts with:
 * the published title and description, the Latest ones where the published document lacks them.
 */
export function learnerActivityHead({ lesson, course }: ActivityRow, published: Record<string, unknown>) {
  return {
    id: lesson.id,
    courseId: lesson.courseId,
    courseTitle: course.title,
    title: typeof published.title === 'string' ? published.title : lesson.title,
    description: typeof published.description === 'string' ? published.description : lesson.description,
  };
}
