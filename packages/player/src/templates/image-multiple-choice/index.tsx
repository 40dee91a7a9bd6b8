import { useState } from 'react';
import { SlideImage } from '../../ui/Media.tsx';
import { Choice, choiceMark } from '../../ui/play/Choice.tsx';
import { QuizFrame } from '../../ui/play/QuizFrame.tsx';
import { usePlayText } from '../../ui/play/play-text.ts';
import { useQuizPhase } from '../../ui/play/use-quiz-phase.ts';
import { answerId } from '../../ui/play/answer-ids.ts';
import { flag, list, numberOr, record, text } from '../../ui/read-data.ts';
import type { PreviewState, SlideRendererProps } from '../renderer.ts';
import './image-multiple-choice.css';

interface ImageAnswer {
  image: string;
  alt: string;
  correct: boolean;
}

interface ImageMultipleChoiceData {
  question: string;
  answers: (ImageAnswer & { id: string })[];
  selectable: number;
  reject: boolean;
}

/**
 * A question answered by selecting images. With `reject` the learner picks the ones that do not
 * belong, so the images to pick are the incorrect ones.
 */
export default function ImageMultipleChoiceRenderer({
  slide,
  data,
  template,
  state,
  mode,
  onResult,
  onDone,
}: SlideRendererProps<ImageMultipleChoiceData>) {
  const t = usePlayText();
  const answers = list(data.answers).map(readAnswer);
  const reject = flag(data.reject, false);
  const selectable = Math.max(1, Math.floor(numberOr(data.selectable, 1)));
  const toPick = answers.flatMap((answer, index) => (answer.correct !== reject ? [index] : []));
  const [selected, setSelected] = useState<number[]>(() => initialSelection(state, toPick));
  const { answered, check } = useQuizPhase(state);
  const correct = sameSet(selected, toPick);

  const toggle = (index: number) =>
    setSelected((current) => {
      if (current.includes(index)) return current.filter((other) => other !== index);
      if (selectable === 1) return [index];
      return current.length < selectable ? [...current, index] : current;
    });

  return (
    <QuizFrame
      slide={slide}
      mode={mode}
      onResult={onResult}
      answers={selected.map((index) => answerId(data.answers, index))}
      template={template}
      data={data}
      state={state}
      onDone={onDone}
      question={text(data.question)}
      instruction={instruction(t, reject, selectable)}
      answered={answered}
      correct={correct}
      canCheck={selected.length > 0}
      onCheck={check}
    >
      <ul className={`sw-imc${answers.length > 4 ? ' sw-imc--three' : ''}`}>
        {answers.map((answer, index) => {
          const isSelected = selected.includes(index);
          return (
            <li key={index}>
              <Choice
                selected={isSelected}
                mark={choiceMark(answered, toPick.includes(index), isSelected)}
                disabled={answered}
                className="sw-imc__choice"
                onClick={() => toggle(index)}
              >
                <SlideImage src={answer.image} alt={answer.alt} />
              </Choice>
            </li>
          );
        })}
      </ul>
    </QuizFrame>
  );
}

function instruction(t: ReturnType<typeof usePlayText>, reject: boolean, selectable: number): string {
  if (reject) return selectable === 1 ? t('quiz.pickRejectOne') : t('quiz.pickRejectMany', { count: selectable });
  return selectable === 1 ? t('quiz.pickOne') : t('quiz.pickMany', { count: selectable });
}

function readAnswer(value: unknown): ImageAnswer {
  const item = record(value);
  return { image: text(item.image), alt: text(item.alt), correct: flag(item.correct, false) };
}

function initialSelection(state: PreviewState, toPick: readonly number[]): number[] {
  if (state === 'answered') return [...toPick];
  return state === 'interacted' ? toPick.slice(0, 1) : [];
}

function sameSet(left: readonly number[], right: readonly number[]): boolean {
  return left.length === right.length && left.every((value) => right.includes(value));
}
