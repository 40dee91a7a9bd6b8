import { useState } from 'react';
import { SlideImage } from '../../ui/Media.tsx';
import { GameFrame } from '../../ui/play/GameFrame.tsx';
import { stableScramble } from '../../ui/play/ordering.ts';
import { usePlayText } from '../../ui/play/play-text.ts';
import { GAME_POINTS_PER_ITEM } from '../../ui/play/scoring.ts';
import { list, record, text } from '../../ui/read-data.ts';
import type { SlideRendererProps } from '../renderer.ts';
import './game-memory.css';

interface MemorySide {
  text: string;
  image: string;
}

interface MemoryData {
  title: string;
  tiles: { id: string; left: MemorySide; right: MemorySide }[];
}

interface Tile {
  /** Which pair the tile belongs to. */
  pair: number;
  side: 'left' | 'right';
  text: string;
  image: string;
}

/**
 * The pairs' tiles face down in a grid; the learner flips two at a time to find each pair. After the
 * game, every tile face up beside its partner's colour.
 */
export default function GameMemoryRenderer({ slide, data, template, state, onDone }: SlideRendererProps<MemoryData>) {
  const t = usePlayText();
  const pairs = list(data.tiles).map(record);
  const tiles = stableScramble(
    pairs.flatMap((pair, index) => (['left', 'right'] as const).map((side) => readTile(pair[side], index, side))),
    (tile) => `${tile.pair}:${tile.side}:${tile.text}`,
  );
  const [open, setOpen] = useState<number[]>(() => (state === 'interacted' && tiles.length > 0 ? [0] : []));
  const [found, setFound] = useState<number[]>(() => (state === 'answered' ? pairs.map((_, index) => index) : []));

  const flip = (index: number) => {
    const tile = tiles[index]!;
    // A third tap starts a new attempt: the two open tiles turn back unless they matched.
    const attempt = open.length >= 2 ? [] : open;
    const next = [...attempt, index];
    setOpen(next);
    if (next.length === 2 && tiles[next[0]!]!.pair === tile.pair) setFound((current) => [...current, tile.pair]);
  };

  return (
    <GameFrame
      slide={slide}
      template={template}
      data={data}
      state={state}
      onDone={onDone}
      title={text(data.title)}
      itemPoints={pairs.map(() => GAME_POINTS_PER_ITEM)}
      interactedItemsDone={0}
      progress={t('memory.found', { found: found.length, total: pairs.length })}
    >
      <ul className={`sw-memory sw-memory--${tiles.length > 6 ? 'four' : 'three'}-columns`} aria-label={t('memory.board')}>
        {tiles.map((tile, index) => {
          const isFound = found.includes(tile.pair);
          const faceUp = isFound || open.includes(index);
          return (
            <li key={index}>
              <button
                type="button"
                className={`sw-memory__tile${faceUp ? ' sw-memory__tile--up' : ''}${isFound ? ` sw-memory__tile--found sw-memory__tile--pair-${tile.pair % 4}` : ''}`}
                aria-label={faceUp ? t('memory.faceUp', { index: index + 1, content: tile.text }) : t('memory.faceDown', { index: index + 1 })}
                // After a miss both tiles stay up until the next tap, which starts a new attempt.
                disabled={isFound || (open.length === 1 && open[0] === index) || state === 'answered'}
                onClick={() => flip(index)}
              >
                {faceUp ? <TileFace tile={tile} /> : <span className="sw-memory__back" aria-hidden="true" />}
              </button>
            </li>
          );
        })}
      </ul>
    </GameFrame>
  );
}

function TileFace({ tile }: { tile: Tile }) {
  // An image tile shows the picture; its text is what a screen reader says (the button's name).
  if (tile.image) return <SlideImage src={tile.image} alt="" className="sw-memory__image" />;
  return <span className="sw-memory__text">{tile.text}</span>;
}

function readTile(value: unknown, pair: number, side: 'left' | 'right'): Tile {
  const item = record(value);
  return { pair, side, text: text(item.text), image: text(item.image) };
}

