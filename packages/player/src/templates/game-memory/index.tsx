import { useState } from 'react';
import { SlideImage } from '../../ui/Media.tsx';
import { GameFrame } from '../../ui/play/GameFrame.tsx';
import { useGameSession, type ItemOutcome } from '../../ui/play/game-session.ts';
import { useGameText } from '../../ui/play/game-text.ts';
import { usePlayText } from '../../ui/play/play-text.ts';
import { GAME_POINTS_PER_ITEM } from '../../ui/play/scoring.ts';
import { list, record, text } from '../../ui/read-data.ts';
import type { SlideRendererProps } from '../renderer.ts';
import { memoryLayout, type MemoryTile } from './memory-layout.ts';
import { pairPoints } from './memory-points.ts';
import './game-memory.css';

interface MemorySide {
  text: string;
  image: string;
}

interface MemoryData {
  title: string;
  tiles: { id: string; left: MemorySide; right: MemorySide }[];
}

/**
 * The pairs' tiles face down in a grid; the learner flips two at a time to find each pair. After the
 * game, every tile face up beside its partner's colour. In play a pair found straight away is worth
 * 1000, 100 less for each miss before it (500 at least). Answers: `{ found, misses }`, the pairs (by
 * their place in the slide) in the order found and the number of missed attempts.
 */
export default function GameMemoryRenderer({ slide, data, template, state, mode, onResult, onDone }: SlideRendererProps<MemoryData>) {
  const t = usePlayText();
  const gameText = useGameText();
  const pairs = list(data.tiles).map(record);
  const tiles = memoryLayout(data.tiles);
  const view = mode === 'play' ? 'prompt' : state;
  const [open, setOpen] = useState<number[]>(() => (view === 'interacted' && tiles.length > 0 ? [0] : []));
  const [found, setFound] = useState<number[]>(() => (view === 'answered' ? pairs.map((_, index) => index) : []));
  // Each find with the misses since the one before: what its pair is worth.
  const [finds, setFinds] = useState<ItemOutcome[]>([]);
  const [misses, setMisses] = useState(0);
  const [missesSinceFind, setMissesSinceFind] = useState(0);
  const session = useGameSession({
    mode,
    state,
    data,
    itemCount: pairs.length,
    outcomes: mode === 'play' ? finds : [],
    answers: { found, misses },
    onResult,
  });
  const over = session.playing ? session.finished : state === 'answered';
  const lastPair = open.length === 2 ? (tiles[open[0]!]!.pair === tiles[open[1]!]!.pair ? 'match' : 'miss') : null;

  const flip = (index: number) => {
    const tile = tiles[index]!;
    if (over || found.includes(tile.pair) || (open.length === 1 && open[0] === index)) return;
    // A third tap starts a new attempt: the two open tiles turn back unless they matched.
    const attempt = open.length >= 2 ? [] : open;
    const next = [...attempt, index];
    setOpen(next);
    if (next.length < 2) return;
    if (tiles[next[0]!]!.pair === tile.pair) {
      setFound((current) => [...current, tile.pair]);
      setFinds((current) => [...current, { correct: true, points: pairPoints(missesSinceFind) }]);
      setMissesSinceFind(0);
    } else {
      setMisses((current) => current + 1);
      setMissesSinceFind((current) => current + 1);
    }
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
      session={session}
      progress={t('memory.found', { found: found.length, total: pairs.length })}
    >
      <ul className={`sw-memory sw-memory--${tiles.length > 6 ? 'four' : 'three'}-columns`} aria-label={t('memory.board')}>
        {tiles.map((tile, index) => {
          const isFound = found.includes(tile.pair);
          // A played game that ended shows every tile, found or not, so the learner sees the pairs.
          const faceUp = isFound || open.includes(index) || (session.playing && over);
          return (
            <li key={index}>
              <button
                type="button"
                className={`sw-memory__tile${faceUp ? ' sw-memory__tile--up' : ''}${isFound ? ` sw-memory__tile--found sw-memory__tile--pair-${tile.pair % 4}` : ''}`}
                aria-label={
                  faceUp ? t('memory.faceUp', { index: index + 1, content: tile.text }) : t('memory.faceDown', { index: index + 1 })
                }
                // After a miss both tiles stay up until the next tap, which starts a new attempt. Found
                // tiles stay focusable (aria-disabled) so the keyboard does not lose its place.
                aria-disabled={isFound || (open.length === 1 && open[0] === index) || over}
                onClick={() => flip(index)}
              >
                {faceUp ? <TileFace tile={tile} /> : <span className="sw-memory__back" aria-hidden="true" />}
              </button>
            </li>
          );
        })}
      </ul>
      <p className="sw-visually-hidden" aria-live="polite">
        {lastPair && !over ? gameText(lastPair === 'match' ? 'memory.match' : 'memory.miss') : ''}
      </p>
    </GameFrame>
  );
}

function TileFace({ tile }: { tile: MemoryTile }) {
  // An image tile shows the picture; its text is what a screen reader says (the button's name).
  if (tile.image) return <SlideImage src={tile.image} alt="" className="sw-memory__image" />;
  return <span className="sw-memory__text">{tile.text}</span>;
}
