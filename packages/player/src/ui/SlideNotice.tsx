import { createPortal } from 'react-dom';
import { usePlayerText } from '../i18n/player-language.tsx';
import { useLessonChrome } from '../lesson/lesson-chrome.tsx';

/**
 * Holds the slide's place while its renderer loads, at the slide's own size so nothing jumps. In a
 * lesson it holds the place of the slide's buttons too, so the lesson's Next does not show for a moment
 * before the slide's own buttons (Check) take its place.
 */
export function SlideLoading() {
  const t = usePlayerText();
  const chrome = useLessonChrome();
  return (
    <div className="sw-slide sw-slide--notice sw-slide--loading" role="status" aria-live="polite">
      <span className="sw-spinner" aria-hidden="true" />
      <span className="sw-visually-hidden">{t('slide.loading')}</span>
      {chrome?.actions ? createPortal(<span className="sw-lesson__slide-pending" />, chrome.actions) : null}
    </div>
  );
}

/** Broken data: a renderer threw. The editor's form says which field; the learner sees this. */
export function SlideBroken() {
  const t = usePlayerText();
  return (
    <div className="sw-slide sw-slide--notice sw-slide--broken" role="alert">
      <p className="sw-notice__title">{t('slide.broken')}</p>
      <p className="sw-notice__text">{t('slide.brokenHelp')}</p>
    </div>
  );
}

export function UnknownTemplate({ type }: { type: string }) {
  const t = usePlayerText();
  return (
    <div className="sw-slide sw-slide--notice sw-slide--unknown" role="note">
      <p className="sw-notice__title">{t('slide.unknownTemplate')}</p>
      <p className="sw-notice__text">{t('slide.unknownTemplateHelp', { type })}</p>
    </div>
  );
}
