import { usePlayerText } from '../../i18n/player-language.tsx';
import { DoneButton } from '../../ui/DoneButton.tsx';
import { SlideFrame } from '../../ui/SlideFrame.tsx';
import { Stars } from '../../ui/Stars.tsx';
import type { SlideRendererProps } from '../renderer.ts';
import './exit.css';

/** The exit slide has no fields of its own (templates §3.1). */
type ExitData = Record<string, never>;

/** How many stars the preview shows the lesson's result out of. */
const PREVIEW_STARS = 3;

/** Beyond this many, stars are counted in words rather than drawn one by one. */
const MOST_STARS_DRAWN = 10;

/**
 * The end of the lesson: the learner's score and the stars earned over the whole lesson (the lesson
 * player passes them as lessonResult), then the button to the next step. The editor's preview shows
 * where they go, with the stars still to earn.
 */
export default function ExitRenderer({ slide, template, state, mode, onDone, lessonResult }: SlideRendererProps<ExitData>) {
  const t = usePlayerText();
  const result = mode === 'play' ? lessonResult : undefined;
  return (
    <SlideFrame type={slide.type} state={state} footer={<DoneButton template={template} onDone={onDone} />}>
      <div className="sw-exit">
        <h2 className="sw-exit__title">{t('exit.title')}</h2>
        {mode === 'preview' ? <Stars earned={0} total={PREVIEW_STARS} /> : null}
        {result && result.totalStars > 0 ? (
          result.totalStars <= MOST_STARS_DRAWN ? (
            <Stars earned={result.stars} total={result.totalStars} />
          ) : (
            <p className="sw-title">★ {t('stars.label', { earned: result.stars, total: result.totalStars })}</p>
          )
        ) : null}
        {mode === 'preview' || result ? (
          <div className="sw-exit__score">
            <p className="sw-overline">{t('exit.score')}</p>
            {result ? (
              <>
                <p className="sw-exit__score-value">{Math.round(result.score)}</p>
                <p className="sw-caption">{t('exit.outOf')}</p>
              </>
            ) : (
              <>
                <p className="sw-exit__score-value" aria-hidden="true">
                  –
                </p>
                <p className="sw-caption">{t('exit.scorePlaceholder')}</p>
              </>
            )}
          </div>
        ) : null}
      </div>
    </SlideFrame>
  );
}
