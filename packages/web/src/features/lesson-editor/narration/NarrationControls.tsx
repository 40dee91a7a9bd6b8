import { narrationTextOf, type Slide } from '@slidewise/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../ui/primitives/Alert.tsx';
import { Button } from '../../../ui/primitives/Button.tsx';
import { useFlag } from '../../account/index.ts';
import { useLessonEditSession } from '../editor/lesson-edit-context.ts';
import { useNarration } from './use-narration.ts';
import './narration.css';

/** "Generate narration" for the current slide and the whole lesson, shown while the AI narration flag is on. */
export function NarrationControls({ lessonId, slide }: { lessonId: string; slide: Slide | undefined }) {
  const enabled = useFlag('ai-narration');
  if (!enabled || !slide) return null;
  return <NarrationSection lessonId={lessonId} slide={slide} />;
}

function NarrationSection({ lessonId, slide }: { lessonId: string; slide: Slide }) {
  const { t } = useTranslation();
  const headingId = useId();
  const session = useLessonEditSession();
  const { state, run, narrate, narrateLesson } = useNarration(session, lessonId, true);
  const busy = run.progress !== null;
  const hasWords = narrationTextOf(slide) !== '';
  const slideState = state.data?.items.find((item) => item.slideId === slide.id)?.state ?? 'none';

  return (
    <section className="narration-controls" aria-labelledby={headingId}>
      <h2 className="narration-controls__heading" id={headingId}>
        {t('lessonEditor.narration.heading')}
      </h2>
      {state.isPending ? (
        <p className="narration-controls__note">{t('lessonEditor.narration.loading')}</p>
      ) : state.isError ? (
        <p className="narration-controls__note">{t('lessonEditor.narration.stateFailed')}</p>
      ) : (
        <>
          <p className="narration-controls__state">{t(`lessonEditor.narration.state.${hasWords ? slideState : 'noText'}`)}</p>
          <p className="narration-controls__note">{t(`lessonEditor.narration.voice.${state.data.voice}`)}</p>
        </>
      )}
      <div className="narration-controls__actions">
        <Button variant="secondary" disabled={busy || !hasWords} onClick={() => void narrate([slide.id])}>
          {t('lessonEditor.narration.generateSlide')}
        </Button>
        <Button variant="quiet" disabled={busy} onClick={() => void narrateLesson()}>
          {t('lessonEditor.narration.generateLesson')}
        </Button>
      </div>
      <div aria-live="polite">
        {run.progress ? (
          <p className="narration-controls__progress">
            <progress max={run.progress.total} value={run.progress.done} aria-label={t('lessonEditor.narration.progressLabel')} />{' '}
            {t('lessonEditor.narration.progress', { done: run.progress.done, total: run.progress.total })}
          </p>
        ) : null}
        {run.summary && !run.progress ? (
          <p className="narration-controls__note">
            {t('lessonEditor.narration.summary', {
              generated: run.summary.generated,
              unchanged: run.summary.unchanged,
              characters: run.summary.characters,
            })}
          </p>
        ) : null}
      </div>
      {run.error ? <Alert tone="negative">{run.error}</Alert> : null}
    </section>
  );
}
