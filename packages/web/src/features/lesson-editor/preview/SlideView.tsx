import type { Slide } from '@slidewise/core';
import { memo } from 'react';
import type { PreviewState } from './preview-devices.ts';

interface SlideViewProps {
  slide: Slide;
  state: PreviewState;
  /** The template's display name, shown while no renderer draws the slide. */
  templateName: string;
}

/**
 * One slide as the learner sees it. The player package draws each template's real content; until its
 * renderers are there, the slide's name and template stand in for it inside the same frame.
 */
export const SlideView = memo(function SlideView({ slide, templateName }: SlideViewProps) {
  return (
    <div className="slide-view" data-slide-type={slide.type}>
      <p className="slide-view__template">{templateName}</p>
      <p className="slide-view__name">{slide.name || templateName}</p>
    </div>
  );
});
