// Which courses a learner may see (issue 5): Published, shown (display active), within publishOn and
// unpublishOn, and open to everyone (universalAccess) or shared with one of the learner's user groups.

export interface CourseAccessFacts {
  courseStatus: string;
  displayActive: boolean;
  /** ISO date-times or null. */
  publishOn: string | null;
  unpublishOn: string | null;
  universalAccess: boolean;
  userGroups: readonly string[];
}

export function isCourseVisibleToLearner(course: CourseAccessFacts, learnerGroupIds: ReadonlySet<string>, now: Date): boolean {
  if (course.courseStatus !== 'Published' || !course.displayActive) return false;
  if (course.publishOn !== null && Date.parse(course.publishOn) > now.getTime()) return false;
  if (course.unpublishOn !== null && Date.parse(course.unpublishOn) <= now.getTime()) return false;
  return course.universalAccess || course.userGroups.some((group) => learnerGroupIds.has(group));
}

/** The prerequisite course ids the learner has not completed yet. */
export function missingCoursePrerequisites(prerequisites: readonly string[], completedCourseIds: ReadonlySet<string>): string[] {
  return prerequisites.filter((id) => !completedCourseIds.has(id));
}
