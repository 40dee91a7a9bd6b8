import { useState } from 'react';
import { SlideImage } from '../../ui/Media.tsx';
import { DragArea, useDragItem, useDropTarget } from '../../ui/play/drag.tsx';
import { stableScramble } from '../../ui/play/ordering.ts';
import { usePlayText } from '../../ui/play/play-text.ts';
import { QuizFrame } from '../../ui/play/QuizFrame.tsx';
import { useQuizPhase } from '../../ui/play/use-quiz-phase.ts';
import { list, record, text } from '../../ui/read-data.ts';
import type { PreviewState, SlideRendererProps } from '../renderer.ts';
import './image-pairs.css';

interface ImagePairsData {
  question: string;
  groups: { id: string; images: { id: string; image: string; alt: string }[] }[];
}

interface Picture {
  /** `<group>:<side>`: which pair the picture belongs to. */
  key: string;
  group: number;
  image: string;
  alt: string;
}

/**
 * Every pair's pictures shuffled together; the learner taps two pictures (or drags one onto the other)
 * to pair them, and each pair made gets its own number and colour.
 */
export default function ImagePairsRenderer({ slide, data, template, state, mode, onResult, onDone }: SlideRendererProps<ImagePairsData>) {
  const t = usePlayText();
  const groups = list(data.groups).map((group) => list(record(group).images).map(record));
  const pictures = stableScramble(
    groups.flatMap((images, group) =>
      images.map((image, side): Picture => ({ key: `${group}:${side}`, group, image: text(image.image), alt: text(image.alt) })),
    ),
    (picture) => `${picture.key}:${picture.alt}`,
  );
  const [pairs, setPairs] = useState<[string, string][]>(() => initialPairs(state, groups.length));
  const [held, setHeld] = useState<string | null>(null);
  const { answered, check } = useQuizPhase(state);
  const pairOf = (key: string) => pairs.findIndex((pair) => pair.includes(key));
  const groupOf = (key: string) => Number(key.split(':')[0]);
  // A picture as the result names it: its id, or its place (`<pair>:<side>`) when it has none.
  const pictureId = (key: string) => {
    const [group, side] = key.split(':').map(Number);
    return text(groups[group!]?.[side!]?.id) || key;
  };

  const tap = (key: string) => {
    const existing = pairOf(key);
    if (existing >= 0) {
      // Tapping a paired picture undoes its pair.
      setPairs((current) => current.filter((_, index) => index !== existing));
      return;
    }
    if (held === null || held === key) {
      setHeld(held === key ? null : key);
      return;
    }
    setPairs((current) => [...current, [held, key]]);
    setHeld(null);
  };

  // A picture dropped on another pairs the two, undoing any pair either was in.
  const pairUp = (dragged: string, target: string) => {
    if (dragged === target) return;
    setPairs((current) => [...current.filter((pair) => !pair.includes(dragged) && !pair.includes(target)), [dragged, target]]);
    setHeld(null);
  };

  return (
    <QuizFrame
      slide={slide}
      mode={mode}
      onResult={onResult}
      answers={pairs.map((pair) => pair.map(pictureId))}
      template={template}
      data={data}
      state={state}
      onDone={onDone}
      question={text(data.question)}
      answered={answered}
      correct={pairs.length === groups.length && pairs.every(([left, right]) => groupOf(left) === groupOf(right))}
      canCheck={pictures.length > 0 && pairs.length * 2 >= pictures.length}
      onCheck={check}
    >
      <DragArea onDrop={pairUp}>
        <ul className="sw-pairs" aria-label={t('imagePairs.images')}>
          {pictures.map((picture) => {
            const pair = pairOf(picture.key);
            const partner = pair >= 0 ? pairs[pair]!.find((key) => key !== picture.key) : undefined;
            return (
              <PictureButton
                key={picture.key}
                picture={picture}
                pair={pair}
                held={held === picture.key}
                mark={answered && partner !== undefined ? (groupOf(partner) === picture.group ? 'correct' : 'incorrect') : undefined}
                answered={answered}
                onTap={() => tap(picture.key)}
              />
            );
          })}
        </ul>
      </DragArea>
    </QuizFrame>
  );
}

interface PictureButtonProps {
  picture: Picture;
  /** The pair's number (from 0) the picture is in, or -1. */
  pair: number;
  held: boolean;
  mark: 'correct' | 'incorrect' | undefined;
  answered: boolean;
  onTap: () => void;
}

/** A picture: tapped (then its partner), or dragged onto its partner. */
function PictureButton({ picture, pair, held, mark, answered, onTap }: PictureButtonProps) {
  const t = usePlayText();
  const drag = useDragItem(picture.key, answered);
  const drop = useDropTarget(picture.key, answered);
  const name = [picture.alt, pair >= 0 ? t('imagePairs.pair', { index: pair + 1 }) : ''].filter(Boolean).join(', ');
  return (
    <li ref={drop.ref}>
      <button
        ref={drag.ref}
        {...drag.props}
        type="button"
        className={`sw-choice sw-pairs__picture${held ? ' sw-choice--selected' : ''}${pair >= 0 ? ` sw-pairs__picture--pair-${pair % 4}` : ''}${mark ? ` sw-choice--${mark}` : ''}${drop.over ? ' sw-drop--over' : ''}${drag.dragging ? ' sw-tile--dragging' : ''}`}
        aria-label={mark ? `${name} (${t(mark === 'correct' ? 'choice.correct' : 'choice.incorrect')})` : name}
        aria-pressed={held || pair >= 0}
        disabled={answered}
        onClick={onTap}
      >
        <SlideImage src={picture.image} alt={picture.alt} />
        {pair >= 0 ? (
          <span className="sw-pairs__badge" aria-hidden="true">
            {pair + 1}
          </span>
        ) : null}
      </button>
    </li>
  );
}

function initialPairs(state: PreviewState, groups: number): [string, string][] {
  const made = state === 'answered' ? groups : state === 'interacted' ? Math.min(1, groups) : 0;
  return Array.from({ length: made }, (_, group): [string, string] => [`${group}:0`, `${group}:1`]);
}
