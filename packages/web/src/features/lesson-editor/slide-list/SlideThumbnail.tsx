import type { Slide } from '@slidewise/core';
import { memo, useEffect, useRef, useState } from 'react';
import { previewSize } from '../preview/preview-devices.ts';
import { SlideView } from '../preview/SlideView.tsx';

/** Thumbnails are phone screens drawn at this fraction of their size. */
const THUMBNAIL_SCALE = 0.13;
const phone = previewSize('phone', 'portrait');

/** A thumbnail follows the slide once typing pauses this long: the big preview is where typing shows. */
const THUMBNAIL_SETTLE_MS = 400;
/** A busy browser still draws the thumbnails in view after this long. */
const THUMBNAIL_IDLE_TIMEOUT_MS = 1000;

/**
 * A small preview of a slide, drawn only once its row comes near the visible part of the list: a
 * 200-slide lesson opens without drawing 200 slides. It is redrawn when edits pause, not per keystroke
 * or undo, so each of those costs one slide drawing (the big preview's), not two.
 */
export const SlideThumbnail = memo(function SlideThumbnail({ slide, language }: { slide: Slide; language: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  const shown = useSettledValue(slide, THUMBNAIL_SETTLE_MS);

  useEffect(() => {
    const element = box.current;
    if (seen || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    let idle: number | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        // Drawn when the browser is idle: the list and the big preview come first.
        if (typeof requestIdleCallback === 'function')
          idle = requestIdleCallback(() => setSeen(true), { timeout: THUMBNAIL_IDLE_TIMEOUT_MS });
        else setSeen(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [seen]);

  return (
    <div
      className="slide-thumbnail"
      ref={box}
      aria-hidden="true"
      style={{ width: phone.width * THUMBNAIL_SCALE, height: phone.height * THUMBNAIL_SCALE }}
    >
      {seen ? (
        <div
          className="slide-thumbnail__screen"
          style={{ width: phone.width, height: phone.height, transform: `scale(${THUMBNAIL_SCALE})` }}
          inert
        >
          <SlideView slide={shown} state="prompt" language={language} />
        </div>
      ) : null}
    </div>
  );
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
