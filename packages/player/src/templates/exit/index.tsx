import { usePlayerText } from '../../i18n/player-language.tsx';
import { DoneButton } from '../../ui/DoneButton.tsx';
import { SlideFrame } from '../../ui/SlideFrame.tsx';
import { Stars } from '../../ui/Stars.tsx';
import type { SlideRendererProps } from '../renderer.ts';
import './exit.css';

/** The exit slide has no fields of its own (templates §3.1). */
type ExitData = Record<string, never>;

/** How many stars the preview shows the lesson's result out of, until the lesson player passes its own. */
const PREVIEW_STARS = 3;

/**
 * The end of the lesson. The score and stars are the learner's over the whole lesson (the lesson
 * player passes them in a later issue); the preview shows where they go, with the stars still to earn.
 */
export default function ExitRenderer({ slide, template, state, onDone }: SlideRendererProps<ExitData>) {
  const t = usePlayerText();
  return (
    <SlideFrame type={slide.type} state={state} footer={<DoneButton template={template} onDone={onDone} />}>
      <div className="sw-exit">
        <h2 className="sw-exit__title">{t('exit.title')}</h2>
        <Stars earned={0} total={PREVIEW_STARS} />
        <div className="sw-exit__score">
          <p className="sw-overline">{t('exit.score')}</p>
          <p className="sw-exit__score-value" aria-hidden="true">
            –
          </p>
          <p className="sw-caption">{t('exit.scorePlaceholder')}</p>
        </div>
      </div>
    </SlideFrame>
  );
}
