import { useState } from 'react';
import { SlideImage } from '../../ui/Media.tsx';
import { stableScramble } from '../../ui/play/ordering.ts';
import { usePlayText } from '../../ui/play/play-text.ts';
import { QuizFrame } from '../../ui/play/QuizFrame.tsx';
import { useQuizPhase } from '../../ui/play/use-quiz-phase.ts';
import { answerId } from '../../ui/play/answer-ids.ts';
import { flag, list, record, text } from '../../ui/read-data.ts';
import type { PreviewState, SlideRendererProps } from '../renderer.ts';
import './tap-in-order.css';

interface TapInOrderData {
  question: string;
  list: { id: string; image: string; alt: string; correct: boolean }[];
  reject: boolean;
}

interface Picture {
  image: string;
  alt: string;
  /** Part of the order; with `reject` off every picture is. */
  inOrder: boolean;
}

/**
 * The pictures shuffled; the learner taps them in order and each tap numbers the picture. With
 * `reject`, the pictures that are not part of the order must be left untapped.
 */
export default function TapInOrderRenderer({ slide, data, template, state, mode, onResult, onDone }: SlideRendererProps<TapInOrderData>) {
  const t = usePlayText();
  const reject = flag(data.reject, false);
  const pictures = list(data.list).map((value): Picture => {
    const item = record(value);
    return { image: text(item.image), alt: text(item.alt), inOrder: !reject || flag(item.correct, true) };
  });
  const rightTaps = pictures.flatMap((picture, index) => (picture.inOrder ? [index] : []));
  const shown = stableScramble(
    pictures.map((_, index) => index),
    (index) => `${index}:${pictures[index]!.alt}`,
  );
  const [taps, setTaps] = useState<number[]>(() => initialTaps(state, rightTaps));
  const { answered, check } = useQuizPhase(state);

  const tap = (index: number) =>
    // Tapping a numbered picture takes back that tap and every later one.
    setTaps((current) => (current.includes(index) ? current.slice(0, current.indexOf(index)) : [...current, index]));

  return (
    <QuizFrame
      slide={slide}
      mode={mode}
      onResult={onResult}
      answers={taps.map((index) => answerId(data.list, index))}
      template={template}
      data={data}
      state={state}
      onDone={onDone}
      question={text(data.question)}
      answered={answered}
      correct={taps.length === rightTaps.length && taps.every((index, position) => rightTaps[position] === index)}
      canCheck={taps.length > 0}
      onCheck={check}
    >
      <ul className="sw-tap-order">
        {shown.map((index) => {
          const picture = pictures[index]!;
          const position = taps.indexOf(index);
          const tapped = position >= 0;
          const mark = answered ? markOf(index, position, picture, rightTaps) : undefined;
          const name = [picture.alt, tapped ? t('tapInOrder.tapped', { index: position + 1 }) : ''].filter(Boolean).join(', ');
          return (
            <li key={index}>
              <button
                type="button"
                className={`sw-choice sw-tap-order__picture${tapped ? ' sw-choice--selected' : ''}${mark ? ` sw-choice--${mark}` : ''}`}
                aria-label={mark ? `${name} (${t(mark === 'correct' ? 'choice.correct' : 'choice.incorrect')})` : name}
                aria-pressed={tapped}
                disabled={answered}
                onClick={() => tap(index)}
              >
                <SlideImage src={picture.image} alt={picture.alt} />
                {tapped ? (
                  <span className="sw-tap-order__number" aria-hidden="true">
                    {position + 1}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </QuizFrame>
  );
}

// Once checked: a tap is right when it is that picture's place in the order; a picture of the order left
// untapped is wrong; a picture rightly skipped carries no mark.
function markOf(index: number, position: number, picture: Picture, rightTaps: readonly number[]): 'correct' | 'incorrect' | undefined {
  if (position < 0) return picture.inOrder ? 'incorrect' : undefined;
  return rightTaps[position] === index ? 'correct' : 'incorrect';
}

function initialTaps(state: PreviewState, rightTaps: readonly number[]): number[] {
  if (state === 'answered') return [...rightTaps];
  return state === 'interacted' ? rightTaps.slice(0, 1) : [];
}
