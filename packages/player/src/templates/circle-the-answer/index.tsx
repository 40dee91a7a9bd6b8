import { useState } from 'react';
import { stableScramble } from '../../ui/play/ordering.ts';
import { usePlayText } from '../../ui/play/play-text.ts';
import { QuizFrame } from '../../ui/play/QuizFrame.tsx';
import { useQuizPhase } from '../../ui/play/use-quiz-phase.ts';
import { list, record, text } from '../../ui/read-data.ts';
import type { PreviewState, SlideRendererProps } from '../renderer.ts';
import './circle-the-answer.css';

interface CircleTheAnswerData {
  question: string;
  textBefore: string;
  correctAnswer: string;
  incorrectAnswers: { id: string; text: string }[];
  textAfter: string;
}

interface Word {
  text: string;
  right: boolean;
}

/** A sentence with a choice of words where the gap is; the learner circles the one that belongs. */
export default function CircleTheAnswerRenderer({
  slide,
  data,
  template,
  state,
  mode,
  onResult,
  onDone,
}: SlideRendererProps<CircleTheAnswerData>) {
  const t = usePlayText();
  const words = stableScramble(
    [
      { text: text(data.correctAnswer), right: true },
      ...list(data.incorrectAnswers).map((wrong): Word => ({ text: text(record(wrong).text), right: false })),
    ].filter((word) => word.text.trim() !== ''),
    (word) => word.text,
  );
  const [circled, setCircled] = useState<number | null>(() => initialCircle(state, words));
  const { answered, check } = useQuizPhase(state);
  return (
    <QuizFrame
      slide={slide}
      mode={mode}
      onResult={onResult}
      answers={circled === null ? null : (words[circled]?.text ?? null)}
      template={template}
      data={data}
      state={state}
      onDone={onDone}
      question={text(data.question)}
      answered={answered}
      correct={circled !== null && words[circled]?.right === true}
      canCheck={circled !== null}
      onCheck={check}
    >
      <p className="sw-passage sw-circle">
        {text(data.textBefore)}{' '}
        <span className="sw-circle__choices" role="group" aria-label={t('circle.choices')}>
          {words.map((word, index) => {
            const isCircled = circled === index;
            const mark = answered ? (word.right ? 'correct' : isCircled ? 'incorrect' : undefined) : undefined;
            return (
              <span key={word.text} className="sw-circle__slot">
                {index > 0 ? (
                  <span className="sw-circle__separator" aria-hidden="true">
                    /
                  </span>
                ) : null}
                <button
                  type="button"
                  className={`sw-circle__word${isCircled ? ' sw-circle__word--circled' : ''}${mark ? ` sw-circle__word--${mark}` : ''}`}
                  aria-pressed={isCircled}
                  disabled={answered}
                  onClick={() => setCircled(index)}
                >
                  {word.text}
                  {mark ? (
                    <span className="sw-visually-hidden"> ({t(mark === 'correct' ? 'choice.correct' : 'choice.incorrect')})</span>
                  ) : null}
                </button>
              </span>
            );
          })}
        </span>{' '}
        {text(data.textAfter)}
      </p>
    </QuizFrame>
  );
}

function initialCircle(state: PreviewState, words: readonly Word[]): number | null {
  if (state === 'answered') {
    const right = words.findIndex((word) => word.right);
    return right >= 0 ? right : null;
  }
  return state === 'interacted' && words.length > 0 ? 0 : null;
}
