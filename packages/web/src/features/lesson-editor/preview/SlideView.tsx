import type { Slide } from '@slidewise/core';
import { SlidePreview } from '@slidewise/player';
import { memo } from 'react';
import type { PreviewState } from './preview-devices.ts';

interface SlideViewProps {
  slide: Slide;
  state: PreviewState;
  /** The lesson's language, for the words the player adds (buttons, hints). */
  language: string;
}

/**
 * One slide as the learner sees it, drawn by the player's renderer for its template (loaded on demand;
 * a renderer that cannot draw half-typed data shows a notice, so the editor keeps going). Memoised: an
 * unchanged slide (every other row's thumbnail) is not drawn again.
 */
export const SlideView = memo(function SlideView({ slide, state, language }: SlideViewProps) {
  return <SlidePreview slide={slide} state={state} language={language} />;
});
