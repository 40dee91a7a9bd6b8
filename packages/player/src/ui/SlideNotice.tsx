import { usePlayerText } from '../i18n/player-language.tsx';

/** Holds the slide's place while its renderer loads, at the slide's own size so nothing jumps. */
export function SlideLoading() {
  const t = usePlayerText();
  return (
    <div className="sw-slide sw-slide--notice sw-slide--loading" role="status" aria-live="polite">
      <span className="sw-spinner" aria-hidden="true" />
      <span className="sw-visually-hidden">{t('slide.loading')}</span>
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
