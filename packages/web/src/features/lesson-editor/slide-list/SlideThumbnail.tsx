import type { Slide } from '@slidewise/core';
import { memo, useEffect, useState } from 'react';
import { SlideMiniature } from '../preview/SlideMiniature.tsx';

/** Thumbnails are phone screens drawn at this fraction of their size. */
const THUMBNAIL_SCALE = 0.13;

/** A thumbnail follows the slide once typing pauses this long: the big preview is where typing shows. */
const THUMBNAIL_SETTLE_MS = 400;

/**
 * A small preview of a slide in the slide list, drawn once its row comes near view. It is redrawn when
 * edits pause, not per keystroke or undo, so each of those costs one slide drawing (the big preview's),
 * not two.
 */
export const SlideThumbnail = memo(function SlideThumbnail({ slide, language }: { slide: Slide; language: string }) {
  const shown = useSettledValue(slide, THUMBNAIL_SETTLE_MS);
  return <SlideMiniature slide={shown} language={language} scale={THUMBNAIL_SCALE} />;
});

/** `value` as it was when it last stayed the same for `delayMs`. */
function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(settled, value)) return;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, settled, delayMs]);
  return settled;
}
