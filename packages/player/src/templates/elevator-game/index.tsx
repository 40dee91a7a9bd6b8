import { useState } from 'react';
import { SlideImage } from '../../ui/Media.tsx';
import { Choice, choiceMark } from '../../ui/play/Choice.tsx';
import { GameFrame } from '../../ui/play/GameFrame.tsx';
import { usePlayText } from '../../ui/play/play-text.ts';
import { GAME_POINTS_PER_ITEM } from '../../ui/play/scoring.ts';
import { flag, list, record, text } from '../../ui/read-data.ts';
import type { PreviewState, SlideRendererProps } from '../renderer.ts';
import './elevator-game.css';

interface Attribute {
  text: string;
  correct: boolean;
}

interface ElevatorImage {
  image: string;
  alt: string;
  attributes: Attribute[];
}

interface ElevatorData {
  title: string;
  images: (Omit<ElevatorImage, 'attributes'> & { id: string; attributes: (Attribute & { id: string })[] })[];
}

/**
 * Images rise through the shaft one by one; while one passes, the learner taps every attribute that
 * applies to it. After the game, each image with the attributes that apply marked.
 */
export default function ElevatorGameRenderer({ slide, data, template, state, onDone }: SlideRendererProps<ElevatorData>) {
  const t = usePlayText();
  const images = list(data.images).map(readImage);
  const current = images[0];
  const answered = state === 'answered';
  return (
    <GameFrame
      slide={slide}
      template={template}
      data={data}
      state={state}
      onDone={onDone}
      title={text(data.title)}
      itemPoints={images.map(() => GAME_POINTS_PER_ITEM)}
      interactedItemsDone={0}
      progress={answered || !current ? undefined : t('elevator.image', { current: 1, total: images.length })}
    >
      {answered ? (
        <ul className="sw-elevator__review">
          {images.map((image, index) => (
            <li key={index} className="sw-elevator__review-item">
              <SlideImage src={image.image} alt={image.alt} className="sw-elevator__thumb" />
              <AttributeChoices image={image} state={state} />
            </li>
          ))}
        </ul>
      ) : current ? (
        <div className="sw-elevator">
          <div className="sw-elevator__shaft">
            <div className={`sw-elevator__car${state === 'prompt' ? ' sw-elevator__car--rising' : ''}`}>
              <SlideImage src={current.image} alt={current.alt} />
            </div>
          </div>
          <p className="sw-caption">{t('elevator.attributes')}</p>
          <AttributeChoices image={current} state={state} />
        </div>
      ) : null}
    </GameFrame>
  );
}

function AttributeChoices({ image, state }: { image: ElevatorImage; state: PreviewState }) {
  const t = usePlayText();
  const answered = state === 'answered';
  const [tapped, setTapped] = useState<number[]>(() => initialTapped(state, image.attributes));
  return (
    <ul className="sw-tiles sw-elevator__attributes" aria-label={t('elevator.attributes')}>
      {image.attributes.map((attribute, index) => {
        const selected = tapped.includes(index);
        return (
          <li key={index}>
            <Choice
              selected={selected}
              mark={choiceMark(answered, attribute.correct, selected)}
              disabled={answered}
              onClick={() => setTapped((current) => (current.includes(index) ? current.filter((other) => other !== index) : [...current, index]))}
            >
              {attribute.text}
            </Choice>
          </li>
        );
      })}
    </ul>
  );
}

function readImage(value: unknown): ElevatorImage {
  const item = record(value);
  return {
    image: text(item.image),
    alt: text(item.alt),
    attributes: list(item.attributes).map((attribute) => {
      const entry = record(attribute);
      return { text: text(entry.text), correct: flag(entry.correct, false) };
    }),
  };
}

function initialTapped(state: PreviewState, attributes: readonly Attribute[]): number[] {
  const right = attributes.flatMap((attribute, index) => (attribute.correct ? [index] : []));
  if (state === 'answered') return right;
  if (state === 'interacted') return right.slice(0, 1);
  return [];
}
