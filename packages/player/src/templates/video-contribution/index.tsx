import { useId, useState } from 'react';
import { usePlayerText } from '../../i18n/player-language.tsx';
import { ContributionWall } from '../../ui/ContributionWall.tsx';
import { DoneButton } from '../../ui/DoneButton.tsx';
import { record, text } from '../../ui/read-data.ts';
import { PlainText } from '../../ui/RichText.tsx';
import { SlideFrame } from '../../ui/SlideFrame.tsx';
import { SurveyQuestion } from '../../ui/SurveyParts.tsx';
import type { SlideRendererProps } from '../renderer.ts';

interface VideoContributionData {
  question: { id: string; content: string };
  prompt: string;
}

type Step = 'ready' | 'recording' | 'recorded';

/**
 * The question, the recording prompt and the record button; while recording the prompt stays in view.
 * Recording itself (the camera) arrives with the player issue; the steps and their texts are here.
 */
export default function VideoContributionRenderer({ slide, data, template, state, mode, onResult, onDone, othersAnswers }: SlideRendererProps<VideoContributionData>) {
  const t = usePlayerText();
  const questionId = useId();
  const [step, setStep] = useState<Step>(state === 'answered' ? 'recorded' : state === 'interacted' ? 'recording' : 'ready');
  const prompt = text(data.prompt);

  return (
    <SlideFrame
      type={slide.type}
      state={state}
      footer={
        step === 'recorded' ? (
          <DoneButton template={template} onDone={onDone} />
        ) : (
          <button
            type="button"
            className="sw-button sw-button--primary"
            onClick={() => {
              if (step === 'ready') return setStep('recording');
              setStep('recorded');
              onResult?.({ correct: null, answers: { video: true }, points: 0 });
            }}
          >
            {step === 'ready' ? t('peer.record') : t('survey.submit')}
          </button>
        )
      }
    >
      <SurveyQuestion id={questionId} html={text(record(data.question).content)} />
      {step === 'recording' ? (
        <div className="sw-recording" role="status">
          <p>
            <span className="sw-recording__dot" aria-hidden="true" />
            {t('peer.recording')}
          </p>
          <PlainText text={prompt} />
        </div>
      ) : step === 'ready' ? (
        <PlainText className="sw-survey__hint" text={prompt} />
      ) : (
        <ContributionWall mode={mode} others={othersAnswers} own={<p>{t('peer.recorded')}</p>} />
      )}
    </SlideFrame>
  );
}
