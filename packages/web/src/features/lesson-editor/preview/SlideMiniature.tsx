import type { Slide } from '@slidewise/core';
import { memo, type RefObject, useEffect, useRef, useState } from 'react';
import { type PreviewState, previewSize } from './preview-devices.ts';
import { SlideView } from './SlideView.tsx';
import './slide-miniature.css';

const phone = previewSize('phone', 'portrait');

/** A busy browser still draws the miniatures in view after this long. */
const MINIATURE_IDLE_TIMEOUT_MS = 1000;

interface SlideMiniatureProps {
  slide: Slide;
  language: string;
  /** The fraction of a phone screen's size it is drawn at. */
  scale: number;
  state?: PreviewState;
}

/**
 * A slide drawn small and still on a phone screen: for looking at, never for playing (inert, hidden from
 * screen readers, whose users read the name beside it). It is drawn only once it comes near the visible
 * part of its list, when the browser is idle: a list of 200 slides or 67 templates opens without drawing
 * them all.
 */
export const SlideMiniature = memo(function SlideMiniature({ slide, language, scale, state = 'prompt' }: SlideMiniatureProps) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearView(box);
  return (
    <div className="slide-miniature" ref={box} aria-hidden="true" style={{ width: phone.width * scale, height: phone.height * scale }}>
      {near ? (
        <div className="slide-miniature__screen" style={{ width: phone.width, height: phone.height, transform: `scale(${scale})` }} inert>
          <SlideView slide={slide} state={state} language={language} />
        </div>
      ) : null}
    </div>
  );
});

/** Whether the element has come near the visible part of its scrolling box (and the browser had a moment). */
function useNearView(box: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    let idle: number | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        // Drawn when the browser is idle: the list itself and the big preview come first.
        if (typeof requestIdleCallback === 'function')
          idle = requestIdleCallback(() => setNear(true), { timeout: MINIATURE_IDLE_TIMEOUT_MS });
        else setNear(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [box, near]);
  return near;
}
