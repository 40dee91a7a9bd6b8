import { useState } from 'react';
import { SlideImage } from '../../ui/Media.tsx';
import { Choice, choiceMark } from '../../ui/play/Choice.tsx';
import { ItemMark } from '../../ui/play/game-review.tsx';
import { useGameSession, type ItemOutcome } from '../../ui/play/game-session.ts';
import { useGameText } from '../../ui/play/game-text.ts';
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
 * applies to it and sends it on. After the game, each image with the attributes that apply marked.
 * Answers: for each image sent on, the places of the attributes tapped.
 */
export default function ElevatorGameRenderer({ slide, data, template, state, mode, onResult, onDone }: SlideRendererProps<ElevatorData>) {
  const t = usePlayText();
  const gameText = useGameText();
  const images = list(data.images).map(readImage);
  const playing = mode === 'play';
  const [sent, setSent] = useState<number[][]>([]);
  const [tapped, setTapped] = useState<number[]>([]);
  const outcomes: ItemOutcome[] = playing
    ? sent.map((choice, index) =>
        exactlyRight(images[index]!, choice) ? { correct: true, points: GAME_POINTS_PER_ITEM } : { correct: false, points: 0 },
      )
    : [];
  const session = useGameSession({ mode, state, data, itemCount: images.length, outcomes, answers: sent, onResult });
  const answered = session.finished;
  const position = playing ? Math.min(sent.length, Math.max(0, images.length - 1)) : 0;
  const current = images[position];
  const lastSent = outcomes.at(-1);

  const sendOn = () => {
    if (answered || sent.length >= images.length) return;
    setSent((previous) => [...previous, [...tapped].sort((left, right) => left - right)]);
    setTapped([]);
  };

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
      session={session}
      progress={answered || !current ? undefined : t('elevator.image', { current: position + 1, total: images.length })}
    >
      {answered ? (
        <ul className="sw-elevator__review">
          {images.map((image, index) => (
            <li key={index} className="sw-elevator__review-item">
              {/* Two columns, two children: the mark rides on the picture, so the attributes keep the
                  wide column instead of wrapping into the picture's narrow one. */}
              <div className="sw-elevator__figure">
                <SlideImage src={image.image} alt={image.alt} className="sw-elevator__thumb" />
                {playing ? <ItemMark correct={outcomes[index]?.correct === true} /> : null}
              </div>
              {playing ? (
                <AttributeList image={image} tapped={sent[index] ?? []} answered />
              ) : (
                <AttributeChoices image={image} state={state} />
              )}
            </li>
          ))}
        </ul>
      ) : current ? (
        <div className="sw-elevator">
          <div className="sw-elevator__shaft">
            {/* A new car for each image, so the rise plays again. */}
            <div key={position} className={`sw-elevator__car${state === 'prompt' || playing ? ' sw-elevator__car--rising' : ''}`}>
              <SlideImage src={current.image} alt={current.alt} />
            </div>
          </div>
          <p className="sw-caption">{t('elevator.attributes')}</p>
          {playing ? (
            <>
              <AttributeList
                key={position}
                image={current}
                tapped={tapped}
                onToggle={(index) =>
                  setTapped((previous) => (previous.includes(index) ? previous.filter((other) => other !== index) : [...previous, index]))
                }
              />
              <p className="sw-caption sw-elevator__verdict" aria-live="polite">
                {lastSent ? gameText(lastSent.correct ? 'game.itemRight' : 'game.itemWrong') : ''}
              </p>
              <button type="button" className="sw-button sw-button--primary sw-elevator__send" onClick={sendOn}>
                {gameText('elevator.send')}
              </button>
            </>
          ) : (
            <AttributeChoices image={current} state={state} />
          )}
        </div>
      ) : null}
    </GameFrame>
  );
}

interface AttributeListProps {
  image: ElevatorImage;
  tapped: readonly number[];
  onToggle?: (index: number) => void;
  answered?: boolean;
}

/** A played image's attributes, tapped on and off, or marked once the game is over. */
function AttributeList({ image, tapped, onToggle, answered = false }: AttributeListProps) {
  const t = usePlayText();
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
              onClick={() => onToggle?.(index)}
            >
              {attribute.text}
            </Choice>
          </li>
        );
      })}
    </ul>
  );
}

function exactlyRight(image: ElevatorImage, tapped: readonly number[]): boolean {
  return image.attributes.every((attribute, index) => attribute.correct === tapped.includes(index));
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
              onClick={() =>
                setTapped((current) => (current.includes(index) ? current.filter((other) => other !== index) : [...current, index]))
              }
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
