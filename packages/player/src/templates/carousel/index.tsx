import { useEffect, useRef, useState } from 'react';
import { SlideImage } from '../../ui/Media.tsx';
import { Choice, choiceMark } from '../../ui/play/Choice.tsx';
import { aboveLast } from '../../ui/play/ordering.ts';
import { QuizFrame } from '../../ui/play/QuizFrame.tsx';
import { usePlayText } from '../../ui/play/play-text.ts';
import { useQuizPhase } from '../../ui/play/use-quiz-phase.ts';
import { answerId } from '../../ui/play/answer-ids.ts';
import { flag, list, record, text } from '../../ui/read-data.ts';
import type { PreviewState, SlideRendererProps } from '../renderer.ts';
import './carousel.css';

interface Card {
  title: string;
  content: string;
  image: string;
  correct: boolean;
}

interface CarouselData {
  question: string;
  answers: (Card & { id: string })[];
}

/**
 * Answer cards in a row the learner swipes through (or steps with the arrows); tapping a card picks it.
 */
export default function CarouselRenderer({ slide, data, template, state, mode, onResult, onDone }: SlideRendererProps<CarouselData>) {
  const t = usePlayText();
  const cards = list(data.answers).map(readCard);
  // The track's order: the author's, with "all/none of the above" cards last (they read as the end).
  const shown = aboveLast(
    cards.map((_, index) => index),
    (index) => `${cards[index]!.title} ${cards[index]!.content}`,
  );
  const rightCard = cards.findIndex((card) => card.correct);
  const [picked, setPicked] = useState<number | null>(() => initialPick(state, rightCard));
  // The position in the track of the card in view.
  const [current, setCurrent] = useState(() => (state === 'answered' && rightCard >= 0 ? shown.indexOf(rightCard) : 0));
  const { answered, check } = useQuizPhase(state);
  const track = useRef<HTMLUListElement>(null);

  // Keeps the track scrolled to the current card (the arrows, and the answered picture's right card).
  useEffect(() => {
    const element = track.current;
    const card = element?.children[current] as HTMLElement | undefined;
    if (element && card && typeof element.scrollTo === 'function')
      element.scrollTo({ left: card.offsetLeft - element.offsetLeft, behavior: 'smooth' });
  }, [current]);

  const onScroll = () => {
    const element = track.current;
    const width = (element?.children[0] as HTMLElement | undefined)?.offsetWidth;
    if (element && width) setCurrent(Math.min(cards.length - 1, Math.round(element.scrollLeft / width)));
  };

  return (
    <QuizFrame
      slide={slide}
      mode={mode}
      onResult={onResult}
      answers={picked === null ? [] : [answerId(data.answers, picked)]}
      template={template}
      data={data}
      state={state}
      onDone={onDone}
      question={text(data.question)}
      instruction={t('quiz.pickOne')}
      answered={answered}
      correct={picked !== null && picked === rightCard}
      canCheck={picked !== null}
      onCheck={check}
    >
      <ul className="sw-carousel__track" ref={track} onScroll={onScroll}>
        {shown.map((index, position) => {
          const card = cards[index]!;
          return (
            <li key={index} className="sw-carousel__slot" aria-label={t('carousel.card', { current: position + 1, total: cards.length })}>
              <Choice
                selected={picked === index}
                mark={choiceMark(answered, card.correct, picked === index)}
                disabled={answered}
                className="sw-carousel__card"
                onClick={() => {
                  setPicked(index);
                  setCurrent(position);
                }}
              >
                {card.image ? <SlideImage src={card.image} alt="" className="sw-carousel__image" /> : null}
                <span className="sw-carousel__title">{card.title}</span>
                {card.content.trim() ? <span className="sw-carousel__content">{card.content}</span> : null}
              </Choice>
            </li>
          );
        })}
      </ul>
      <div className="sw-carousel__nav">
        <button
          type="button"
          className="sw-button sw-button--quiet"
          aria-label={t('carousel.previous')}
          disabled={current <= 0}
          onClick={() => setCurrent((index) => Math.max(0, index - 1))}
        >
          ←
        </button>
        <span className="sw-caption" aria-live="polite">
          {t('carousel.card', { current: Math.min(current + 1, cards.length), total: cards.length })}
        </span>
        <button
          type="button"
          className="sw-button sw-button--quiet"
          aria-label={t('carousel.next')}
          disabled={current >= cards.length - 1}
          onClick={() => setCurrent((index) => Math.min(cards.length - 1, index + 1))}
        >
          →
        </button>
      </div>
    </QuizFrame>
  );
}

function readCard(value: unknown): Card {
  const item = record(value);
  return { title: text(item.title), content: text(item.content), image: text(item.image), correct: flag(item.correct, false) };
}

function initialPick(state: PreviewState, rightCard: number): number | null {
  if (state === 'answered') return rightCard >= 0 ? rightCard : null;
  return state === 'interacted' ? 0 : null;
}
