import type { Slide } from '@slidewise/core';
import { useLayoutEffect, useState, useSyncExternalStore } from 'react';

/**
 * The slides by id, for rows to read their own: typing in one slide re-renders that slide's row alone,
 * while the sortable list around the rows renders only when the order changes. (Passed down as props,
 * a new slides array would re-render the drag-and-drop context, and with it every row.)
 */
export interface SlideSource {
  subscribe(listener: () => void): () => void;
  slide(id: string): Slide | undefined;
}

export function useSlideSource(slides: readonly Slide[]): SlideSource {
  const [source] = useState(() => createSlideSource(slides));
  // Before paint, so a row never shows an older slide than the preview beside it.
  useLayoutEffect(() => source.publish(slides), [source, slides]);
  return source;
}

export function useSourceSlide(source: SlideSource, id: string): Slide | undefined {
  return useSyncExternalStore(source.subscribe, () => source.slide(id));
}

function createSlideSource(initial: readonly Slide[]): SlideSource & { publish(slides: readonly Slide[]): void } {
  const listeners = new Set<() => void>();
  let published = initial;
  let byId = new Map(initial.map((slide) => [slide.id, slide]));
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    slide: (id) => byId.get(id),
    publish(slides) {
      if (slides === published) return;
      published = slides;
      byId = new Map(slides.map((slide) => [slide.id, slide]));
      listeners.forEach((listener) => {
        listener();
      });
    },
  };
}
