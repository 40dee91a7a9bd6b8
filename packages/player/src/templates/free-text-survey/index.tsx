import { useId, useState } from 'react';
import { usePlayerText } from '../../i18n/player-language.tsx';
import { DoneButton } from '../../ui/DoneButton.tsx';
import { flag, numberOr, record, text } from '../../ui/read-data.ts';
import { SlideFrame } from '../../ui/SlideFrame.tsx';
import { OthersResponses, SampleResultsNote, SurveyQuestion } from '../../ui/SurveyParts.tsx';
import type { SlideRendererProps } from '../renderer.ts';

interface FreeTextSurveyData {
  question: { id: string; content: string };
  minResponseLength: number;
  placeholder: string;
  socialLearning: { enabled: boolean; maxResponseLength: number };
}

/** The longest response when the slide does not say (socialLearning.maxResponseLength's default). */
const DEFAULT_MAX_LENGTH = 500;

/**
 * The learner writes an answer of at least the minimum length; once submitted they see it and, with
 * social learning on, what others wrote.
 */
export default function FreeTextSurveyRenderer({
  slide,
  data,
  template,
  state,
  mode,
  onResult,
  onDone,
  othersAnswers,
}: SlideRendererProps<FreeTextSurveyData>) {
  const t = usePlayerText();
  const questionId = useId();
  const counterId = useId();
  const social = record(data.socialLearning);
  const minimum = Math.max(0, Math.floor(numberOr(data.minResponseLength, 0)));
  const maximum = Math.max(1, Math.floor(numberOr(social.maxResponseLength, DEFAULT_MAX_LENGTH)));
  const placeholder = text(data.placeholder);
  const [response, setResponse] = useState(() =>
    state === 'prompt' ? '' : placeholder.replace(/[…\s.]+$/u, '') || t('survey.responsePrefill'),
  );
  const [submitted, setSubmitted] = useState(state === 'answered');
  const length = response.trim().length;
  const longEnough = length > 0 && length >= minimum;

  if (submitted) {
    return (
      <SlideFrame type={slide.type} state={state} footer={<DoneButton template={template} onDone={onDone} />}>
        <SurveyQuestion id={questionId} html={text(record(data.question).content)} />
        <p className="sw-overline">{t('survey.yourAnswer')}</p>
        <blockquote className="sw-quote">{response}</blockquote>
        {flag(social.enabled, false) ? (
          <section className="sw-survey__others">
            <h3 className="sw-title">{t('survey.others')}</h3>
            {mode === 'preview' ? <SampleResultsNote /> : <OthersResponses others={othersAnswers} />}
          </section>
        ) : null}
      </SlideFrame>
    );
  }

  return (
    <SlideFrame
      type={slide.type}
      state={state}
      footer={
        <button
          type="button"
          className="sw-button sw-button--primary"
          disabled={!longEnough}
          onClick={() => {
            setSubmitted(true);
            onResult?.({ correct: null, answers: response.trim(), points: 0 });
          }}
        >
          {t('survey.submit')}
        </button>
      }
    >
      <SurveyQuestion id={questionId} html={text(record(data.question).content)} />
      <textarea
        className="sw-textarea"
        value={response}
        placeholder={placeholder}
        maxLength={maximum}
        aria-labelledby={questionId}
        aria-describedby={counterId}
        onChange={(event) => setResponse(event.target.value)}
      />
      <p id={counterId} className="sw-caption">
        {minimum > 0 ? t('survey.characters', { count: length, minimum }) : t('survey.charactersFree', { count: length })}
      </p>
    </SlideFrame>
  );
}
