import type { Slide } from '@slidewise/core';
import { jsonEqual } from '../../../ui/saving/json-equal.ts';

/** How their version differs from mine, slide by slide (matched by id), for the conflict dialog. */
export interface SlidesDifference {
  /** Slides only they have. */
  onlyTheirs: Slide[];
  /** Slides only I have. */
  onlyMine: Slide[];
  /** Slides both have, with different content (name, template, data), as theirs. */
  changed: Slide[];
  /** The slides both have are in another order. */
  reordered: boolean;
}

// What the server derives on a save (question records, numbering) is not a difference the author made.
const authored = (slide: Slide) => ({ type: slide.type, subtype: slide.subtype, name: slide.name, data: slide.data });

export function slidesDifference(mine: readonly Slide[], theirs: readonly Slide[]): SlidesDifference {
  const mineById = new Map(mine.map((slide) => [slide.id, slide]));
  const theirsById = new Map(theirs.map((slide) => [slide.id, slide]));
  const onlyTheirs = theirs.filter((slide) => !mineById.has(slide.id));
  const onlyMine = mine.filter((slide) => !theirsById.has(slide.id));
  const changed = theirs.filter((slide) => {
    const own = mineById.get(slide.id);
    return own !== undefined && !jsonEqual(authored(own), authored(slide));
  });
  const sharedMine = mine.filter((slide) => theirsById.has(slide.id)).map((slide) => slide.id);
  const sharedTheirs = theirs.filter((slide) => mineById.has(slide.id)).map((slide) => slide.id);
  return { onlyTheirs, onlyMine, changed, reordered: sharedMine.some((id, index) => sharedTheirs[index] !== id) };
}
