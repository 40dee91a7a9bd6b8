import { useState } from 'react';
import type { PreviewState } from '../../templates/renderer.ts';
import { usePlayText } from './play-text.ts';

export interface WordTile {
  /** Stable across renders: the tile's place in the author's list. */
  key: string;
  text: string;
}

interface TileBuilderProps {
  /** Every tile on offer, in the order the pool shows them. */
  pool: readonly WordTile[];
  /** The keys of the tiles placed on the answer line, in order. */
  placed: readonly string[];
  /** Once checked: the answer as it should read, to mark each placed tile right or wrong. */
  solution?: readonly string[];
  answered: boolean;
  onPlace: (key: string) => void;
  onRemove: (key: string) => void;
}

/**
 * The keys on the answer line and the two ways to change it. The preview starts empty (prompt), with the
 * first word placed (interacted) or with every word in order (answered).
 */
export function usePlacedTiles(state: PreviewState, words: readonly WordTile[]) {
  const [placed, setPlaced] = useState<string[]>(() => {
    if (state === 'answered') return words.map((tile) => tile.key);
    return state === 'interacted' ? words.slice(0, 1).map((tile) => tile.key) : [];
  });
  const place = (key: string) => setPlaced((current) => [...current, key]);
  const remove = (key: string) => setPlaced((current) => current.filter((other) => other !== key));
  return { placed, place, remove };
}

/**
 * An answer line above a pool of word tiles: a tap on a pool tile puts it at the end of the line, a
 * tap on a placed tile sends it back. Used tiles keep their place in the pool, hidden, so nothing jumps.
 */
export function TileBuilder({ pool, placed, solution, answered, onPlace, onRemove }: TileBuilderProps) {
  const t = usePlayText();
  const byKey = new Map(pool.map((tile) => [tile.key, tile]));
  return (
    <div className="sw-tile-builder">
      <ol className="sw-answer-line" aria-label={t('tiles.answer')}>
        {placed.length === 0 ? (
          <li className="sw-answer-line__hint" aria-hidden="true">
            {t('tiles.emptyAnswer')}
          </li>
        ) : null}
        {placed.map((key, index) => {
          const tile = byKey.get(key);
          if (!tile) return null;
          const mark = answered && solution ? (solution[index] === tile.text ? 'correct' : 'incorrect') : undefined;
          return (
            <li key={key}>
              <button
                type="button"
                className={`sw-tile${mark ? ` sw-tile--${mark}` : ''}`}
                aria-label={answered ? undefined : t('tiles.remove', { word: tile.text })}
                disabled={answered}
                onClick={() => onRemove(key)}
              >
                {tile.text}
                {mark ? (
                  <span className="sw-visually-hidden"> ({t(mark === 'correct' ? 'choice.correct' : 'choice.incorrect')})</span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ol>
      <ul className="sw-tiles" aria-label={t('tiles.available')}>
        {pool.map((tile) => {
          const used = placed.includes(tile.key);
          return (
            <li key={tile.key}>
              <button
                type="button"
                className={`sw-tile${used ? ' sw-tile--used' : ''}`}
                disabled={used || answered}
                aria-hidden={used || undefined}
                onClick={() => onPlace(tile.key)}
              >
                {tile.text}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
