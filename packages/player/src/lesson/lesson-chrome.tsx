import { createContext, useContext } from 'react';

/**
 * What a lesson being played offers the slide inside it. A learner on a phone gets one bar of buttons:
 * the slide's own (Check, Continue…) are drawn into the lesson's bar beside Back, and the word for going
 * on is the lesson's, so "Continue" means the same on every slide. Outside a lesson (the editor's
 * preview, the template picker) there is no chrome and a slide draws its footer itself.
 */
export interface LessonChrome {
  /** The lesson bar's place for the slide's buttons; null until the bar is drawn. */
  actions: HTMLElement | null;
  /** The lesson's word for going on from this slide ("Continue", or "Finish" on the last one). */
  forwardLabel: string;
}

export const LessonChromeContext = createContext<LessonChrome | undefined>(undefined);

export function useLessonChrome(): LessonChrome | undefined {
  return useContext(LessonChromeContext);
}
