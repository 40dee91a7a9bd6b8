import type { LessonKind } from '@slidewise/core';

// One simple 24×24 outline per kind; the kind's name is always written beside it, so the icon is decoration.
const paths: Record<LessonKind, string> = {
  // a deck of slides
  Lesson: 'M4 7h12v10H4z M8 4h12v10',
  // a speech bubble
  Discussion: 'M4 5h16v10H10l-4 4v-4H4z',
  // a clipboard with a tick
  Assessment: 'M8 4h8v3H8z M6 5H5v15h14V5h-1 M9 13l2 2 4-4',
  // an eye
  Observation: 'M2 12s4-6 10-6 10 6 10 6-4 6-10 6S2 12 2 12z M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  // a video camera
  Conference: 'M3 7h12v10H3z M15 10l6-3v10l-6-3',
};

export function LessonKindIcon({ kind }: { kind: LessonKind }) {
  return (
    <svg className={`lesson-kind-icon lesson-kind-icon--${kind.toLowerCase()}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[kind]} fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
