import type { LessonKind } from '@slidewise/core';
import '../../../../ui/glyphs/glyphs.css';

/** The kind's outline glyph; its name is always written beside it, so the glyph is decoration. */
export function LessonKindIcon({ kind }: { kind: LessonKind }) {
  return (
    <span
      className={`glyph lesson-kind-icon lesson-kind-icon--${kind.toLowerCase()} glyph--kind-${kind.toLowerCase()}`}
      aria-hidden="true"
    />
  );
}
