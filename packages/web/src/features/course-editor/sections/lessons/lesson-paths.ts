import type { LessonKind } from '@slidewise/core';

/** Where each kind is edited (spec §2 routes). */
export function lessonPath(kind: LessonKind, id: string): string {
  const encoded = encodeURIComponent(id);
  switch (kind) {
    case 'Lesson':
      return `/lesson/${encoded}`;
    case 'Discussion':
      return `/discussion/${encoded}`;
    case 'Assessment':
      return `/assignment/${encoded}`;
    case 'Observation':
      return `/practical-assessment/${encoded}`;
    case 'Conference':
      return `/virtual-classroom/${encoded}`;
  }
}
