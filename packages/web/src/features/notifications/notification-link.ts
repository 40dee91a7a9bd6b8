import type { Notification } from '@slidewise/core';

/** Where a notification leads: the learner's course for assigned training, the staff screens for the rest. */
export function notificationLink({ kind, subject }: Notification): string | null {
  const course = subject.courseId ? encodeURIComponent(subject.courseId) : null;
  const lesson = subject.lessonId ? encodeURIComponent(subject.lessonId) : null;
  switch (kind) {
    case 'assessment-feedback':
      return lesson ? `/learn/assessments/${lesson}` : null;
    case 'post-to-moderate':
      return lesson ? `/discussions/${lesson}/posts` : null;
    default:
      return course ? `/learn/courses/${course}` : null;
  }
}
