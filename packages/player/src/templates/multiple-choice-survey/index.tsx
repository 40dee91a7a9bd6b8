import { useId, useState } from 'react';
import { usePlayerText } from '../../i18n/player-language.tsx';
import { DoneButton } from '../../ui/DoneButton.tsx';
import { flag, list, numberOr, record, text } from '../../ui/read-data.ts';
import { sampleShares } from '../../ui/sample-results.ts';
import { answerShares } from '../../ui/survey-results.ts';
import { SlideFrame } from '../../ui/SlideFrame.tsx';
import { SampleResultsNote, ShareBar, SurveyQuestion } from '../../ui/SurveyParts.tsx';
import type { SlideRendererProps } from '../renderer.ts';

interface MultipleChoiceSurveyData {
  question: { id: string; content: string };
  answers: { id: string; content: string }[];
  selectable: number;
  randomize: boolean;
  socialLearning: { enabled: boolean };
}

interface Answer {
  key: string;
  id: string;
  content: string;
}

/** Shuffled once per showing, for a learner only: the author previews the order they wrote. */
function shuffled<Item>(items: readonly Item[]): Item[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/**
 * The learner picks one answer (radio buttons) or up to `selectable` (check boxes), submits, and sees
 * the share of each answer with theirs marked.
 */
export default function MultipleChoiceSurveyRenderer({
  slide,
  data,
  template,
  state,
  mode,
  onResult,
  onDone,
  othersAnswers,
}: SlideRendererProps<MultipleChoiceSurveyData>) {
  const t = usePlayerText();
  const questionId = useId();
  const question = record(data.question);
  const authored: Answer[] = list(data.answers).map((raw, index) => {
    const answer = record(raw);
    return { key: String(index), id: text(answer.id), content: text(answer.content) };
  });
  const [answers] = useState(() => (mode === 'play' && flag(data.randomize, false) ? shuffled(authored) : authored));
  // Edits in the editor change the texts without a remount; the order only matters to learners.
  const shown = mode === 'play' ? answers : authored;
  const selectable = Math.max(1, Math.floor(numberOr(data.selectable, 1)));
  const multiple = selectable > 1;
  const [picked, setPicked] = useState<string[]>(() => (state === 'prompt' || authored.length === 0 ? [] : [authored[0]!.key]));
  const [submitted, setSubmitted] = useState(state === 'answered');

  const toggle = (key: string) =>
    setPicked((current) => {
      if (!multiple) return [key];
      return current.includes(key) ? current.filter((item) => item !== key) : [...current, key];
    });
  const submit = () => {
    setSubmitted(true);
    onResult?.({ correct: null, answers: authored.filter((answer) => picked.includes(answer.key)).map((answer) => answer.id), points: 0 });
  };

  if (submitted) {
    const social = flag(record(data.socialLearning).enabled, false);
    const pickedIds = authored.filter((answer) => picked.includes(answer.key)).map((answer) => answer.id);
    // The editor shows labelled example shares; a learner sees real ones, and only with social learning.
    const shares =
      mode === 'preview'
        ? sampleShares(authored.length)
        : social && othersAnswers
          ? answerShares(
              authored.map((answer) => answer.id),
              othersAnswers,
              pickedIds,
            )
          : null;
    return (
      <SlideFrame type={slide.type} state={state} footer={<DoneButton template={template} onDone={onDone} />}>
        <SurveyQuestion id={questionId} html={text(question.content)} />
        {mode === 'preview' ? <SampleResultsNote /> : null}
        {mode === 'play' && shares ? <p className="sw-caption">{t('survey.responses', { count: othersAnswers?.length ?? 0 })}</p> : null}
        <ul className="sw-survey__results" aria-labelledby={questionId}>
          {authored.map((answer, index) => (
            <li key={answer.key}>
              {shares ? (
                <ShareBar label={answer.content} percent={shares[index] ?? 0} mine={picked.includes(answer.key)} />
              ) : picked.includes(answer.key) ? (
                <p className="sw-quote">{answer.content}</p>
              ) : null}
            </li>
          ))}
        </ul>
      </SlideFrame>
    );
  }

  return (
    <SlideFrame
      type={slide.type}
      state={state}
      footer={
        <button type="button" className="sw-button sw-button--primary" disabled={picked.length === 0} onClick={submit}>
          {t('survey.submit')}
        </button>
      }
    >
      <SurveyQuestion id={questionId} html={text(question.content)} />
      <p className="sw-survey__hint">{multiple ? t('survey.pickMany', { count: selectable }) : t('survey.pickOne')}</p>
      <fieldset className="sw-options" aria-labelledby={questionId}>
        {shown.map((answer) => {
          const checked = picked.includes(answer.key);
          return (
            <label key={answer.key} className="sw-option">
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={questionId}
                checked={checked}
                disabled={multiple && !checked && picked.length >= selectable}
                onChange={() => toggle(answer.key)}
              />
              <span>{answer.content}</span>
            </label>
          );
        })}
      </fieldset>
    </SlideFrame>
  );
}
