import type { Slide } from '@slidewise/core';
import { memo, useDeferredValue, useEffect, useRef, useState } from 'react';
import { previewSize } from '../preview/preview-devices.ts';
import { SlideView } from '../preview/SlideView.tsx';

/** Thumbnails are phone screens drawn at this fraction of their size. */
const THUMBNAIL_SCALE = 0.14;
const phone = previewSize('phone', 'portrait');

/**
 * A small preview of a slide, drawn only once its row comes near the visible part of the list: a
 * 200-slide lesson opens without drawing 200 slides. Updates follow typing a beat behind (deferred),
 * so a keystroke reaches the big preview first.
 */
export const SlideThumbnail = memo(function SlideThumbnail({ slide, language }: { slide: Slide; language: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  const shown = useDeferredValue(slide);

  useEffect(() => {
    const element = box.current;
    if (seen || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);

  return (
    <div className="slide-thumbnail" ref={box} aria-hidden="true" style={{ width: phone.width * THUMBNAIL_SCALE, height: phone.height * THUMBNAIL_SCALE }}>
      {seen ? (
        <div className="slide-thumbnail__screen" style={{ width: phone.width, height: phone.height, transform: `scale(${THUMBNAIL_SCALE})` }} inert>
          <SlideView slide={shown} state="prompt" language={language} />
        </div>
      ) : null}
    </div>
  );
});
