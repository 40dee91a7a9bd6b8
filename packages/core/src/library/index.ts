import type { LibraryCourse, LibraryCourseSummary } from '../api/course-library.ts';
import { customerConversations } from './customer-conversations.ts';
import { informationSecurityAtWork } from './information-security-at-work.ts';
import { manualHandling } from './manual-handling.ts';
import { onboardingANewHire } from './onboarding-a-new-hire.ts';
import { workplaceSafetyBasics } from './workplace-safety-basics.ts';

// Issue 17: the course library — starter courses written for Slidewise, that every account may import
// as its own editable copy. They are data in core (no table): the same for every account, versioned
// with the code.

export const libraryCourses: readonly LibraryCourse[] = [
  workplaceSafetyBasics,
  manualHandling,
  customerConversations,
  informationSecurityAtWork,
  onboardingANewHire,
];

export function findLibraryCourse(id: string): LibraryCourse | undefined {
  return libraryCourses.find((course) => course.id === id);
}

export function summariseLibraryCourse(course: LibraryCourse): LibraryCourseSummary {
  const { lessons, ...fields } = course;
  const slides = lessons.flatMap((lesson) => lesson.slides);
  return {
    ...fields,
    lessonCount: lessons.length,
    slideCount: slides.length,
    templateTypes: [...new Set(slides.map((slide) => slide.type))],
  };
}
