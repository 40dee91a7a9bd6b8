import { useState } from 'react';
import { SlideImage } from '../../ui/Media.tsx';
import { GameFrame } from '../../ui/play/GameFrame.tsx';
import { stableScramble } from '../../ui/play/ordering.ts';
import { usePlayText } from '../../ui/play/play-text.ts';
import { GAME_POINTS_PER_ITEM } from '../../ui/play/scoring.ts';
import { list, record, text } from '../../ui/read-data.ts';
import type { PreviewState, SlideRendererProps } from '../renderer.ts';
import './game-jumble.css';

interface JumbleData {
  title: string;
  words: { id: string; image: string; alt: string; word: string }[];
}

interface JumbleWord {
  image: string;
  alt: string;
  /** The word as letters (a letter may be a character outside the basic plane). */
  letters: string[];
}

/**
 * An image clue above the word's slots and its letters scrambled; the learner taps letters into the
 * slots and can take the last one back. After the game, every word spelled out under its image.
 */
export default function GameJumbleRenderer({ slide, data, template, state, onDone }: SlideRendererProps<JumbleData>) {
  const t = usePlayText();
  const words = list(data.words).map(readWord);
  const current = words[0];
  const answered = state === 'answered';
  return (
    <GameFrame
      slide={slide}
      template={template}
      data={data}
      state={state}
      onDone={onDone}
      title={text(data.title)}
      itemPoints={words.map(() => GAME_POINTS_PER_ITEM)}
      interactedItemsDone={0}
      progress={answered || !current ? undefined : t('jumble.word', { current: 1, total: words.length })}
    >
      {answered ? (
        <ul className="sw-jumble__review">
          {words.map((word, index) => (
            <li key={index} className="sw-jumble__review-item">
              <SlideImage src={word.image} alt={word.alt} className="sw-jumble__thumb" />
              <span className="sw-jumble__solved">{word.letters.join('')}</span>
            </li>
          ))}
        </ul>
      ) : current ? (
        <JumbleBoard word={current} state={state} />
      ) : null}
    </GameFrame>
  );
}

interface Tile {
  /** The tile's place in the scrambled row. */
  index: number;
  letter: string;
}

function JumbleBoard({ word, state }: { word: JumbleWord; state: PreviewState }) {
  const t = usePlayText();
  const tiles: Tile[] = stableScramble(
    word.letters.map((letter, index) => ({ letter, key: `${index}:${letter}` })),
    (tile) => tile.key,
  ).map((tile, index) => ({ index, letter: tile.letter }));
  // The tiles placed, in slot order; the 'interacted' picture has the word's first letter in place.
  const [placed, setPlaced] = useState<number[]>(() => initialPlaced(state, word, tiles));
  const used = new Set(placed);
  return (
    <div className="sw-jumble">
      <SlideImage src={word.image} alt={word.alt} fit="contain" className="sw-jumble__clue" />
      <ol className="sw-jumble__slots" aria-label={t('jumble.answer')}>
        {word.letters.map((_, slot) => {
          const tile = placed[slot] === undefined ? undefined : tiles[placed[slot]];
          return (
            <li key={slot} className={`sw-jumble__slot${tile ? ' sw-jumble__slot--filled' : ''}`}>
              <span className="sw-visually-hidden">{t('jumble.slot', { index: slot + 1 })}: </span>
              {tile ? tile.letter : <span className="sw-visually-hidden">{t('jumble.empty')}</span>}
            </li>
          );
        })}
      </ol>
      <ul className="sw-tiles sw-jumble__letters" aria-label={t('jumble.letters')}>
        {tiles.map((tile) => (
          <li key={tile.index}>
            <button
              type="button"
              className={`sw-tile${used.has(tile.index) ? ' sw-tile--used' : ''}`}
              aria-label={t('jumble.letter', { letter: tile.letter })}
              disabled={used.has(tile.index) || placed.length >= word.letters.length}
              onClick={() => setPlaced((current) => [...current, tile.index])}
            >
              {tile.letter}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="sw-button sw-button--quiet sw-jumble__undo"
        disabled={placed.length === 0}
        onClick={() => setPlaced((current) => current.slice(0, -1))}
      >
        <span aria-hidden="true">↶</span> {t('jumble.undo')}
      </button>
    </div>
  );
}

function readWord(value: unknown): JumbleWord {
  const item = record(value);
  return {
    image: text(item.image),
    alt: text(item.alt),
    letters: Array.from(text(item.word).replace(/\s+/g, '').toLocaleUpperCase()),
  };
}

function initialPlaced(state: PreviewState, word: JumbleWord, tiles: readonly Tile[]): number[] {
  if (state !== 'interacted') return [];
  const first = tiles.find((tile) => tile.letter === word.letters[0]);
  return first ? [first.index] : [];
}
