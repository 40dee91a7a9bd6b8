import { FIND_A_WORD_TIMER_MS } from '@slidewise/core';
import { useMemo } from 'react';
import { GameFrame } from '../../ui/play/GameFrame.tsx';
import { usePlayText } from '../../ui/play/play-text.ts';
import { GAME_POINTS_PER_ITEM } from '../../ui/play/scoring.ts';
import { list, record, text } from '../../ui/read-data.ts';
import type { PreviewState, SlideRendererProps } from '../renderer.ts';
import { buildWordGrid } from './word-grid.ts';
import './find-a-word.css';

interface FindAWordData {
  title: string;
  words: { id: string; word: string }[];
}

/**
 * The words hidden in a letter grid (any direction) with the list of words to find; found words are
 * circled in the grid and struck from the list. The timer defaults to 30 s (templates §9).
 */
export default function FindAWordRenderer({ slide, data, template, state, onDone }: SlideRendererProps<FindAWordData>) {
  const t = usePlayText();
  // Built once per word list: typing elsewhere on the slide must not rebuild (or reshuffle) the grid.
  const wordsKey = list(data.words)
    .map((word) => text(record(word).word))
    .join('\u0000');
  const grid = useMemo(() => buildWordGrid(wordsKey.split('\u0000')), [wordsKey]);
  const found = foundCount(state, grid.placements.length);
  const foundCells = new Set(grid.placements.slice(0, found).flatMap((placement) => placement.cells.map(([row, column]) => `${row}:${column}`)));
  return (
    <GameFrame
      slide={slide}
      template={template}
      data={data}
      state={state}
      onDone={onDone}
      title={text(data.title)}
      itemPoints={grid.placements.map(() => GAME_POINTS_PER_ITEM)}
      timerDefault={FIND_A_WORD_TIMER_MS}
    >
      <div className="sw-faw">
        <div className="sw-faw__board">
          {/* Found words are ringed like a pen would, under the letters. */}
          <svg className="sw-faw__rings" viewBox={`0 0 ${grid.size} ${grid.size}`} aria-hidden="true">
            {grid.placements.slice(0, found).map((placement) => {
              const [startRow, startColumn] = placement.cells[0]!;
              const [endRow, endColumn] = placement.cells[placement.cells.length - 1]!;
              return (
                <line
                  key={placement.word}
                  className="sw-faw__ring"
                  x1={startColumn + 0.5}
                  y1={startRow + 0.5}
                  x2={endColumn + 0.5}
                  y2={endRow + 0.5}
                />
              );
            })}
          </svg>
          <div
            className="sw-faw__grid"
            role="grid"
            aria-label={t('findAWord.grid')}
            aria-rowcount={grid.size}
            aria-colcount={grid.size}
            style={{ gridTemplateColumns: `repeat(${grid.size}, 1fr)` }}
          >
            {grid.letters.map((row, rowIndex) => (
              <div key={rowIndex} role="row" className="sw-faw__row">
                {row.map((letter, columnIndex) => (
                  <span
                    key={columnIndex}
                    role="gridcell"
                    className={`sw-faw__cell${foundCells.has(`${rowIndex}:${columnIndex}`) ? ' sw-faw__cell--found' : ''}`}
                  >
                    {letter}
                  </span>
                ))}
              </div>
            ))}
          </div>
        </div>
        <section aria-labelledby={`${slide.id}-words`}>
          <h3 id={`${slide.id}-words`} className="sw-overline">
            {t('findAWord.words')}
          </h3>
          <ul className="sw-faw__words">
            {grid.placements.map((placement, index) => (
              <li key={placement.word} className={`sw-faw__word${index < found ? ' sw-faw__word--found' : ''}`}>
                {placement.word}
                {index < found ? <span className="sw-visually-hidden">, {t('findAWord.found')}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </GameFrame>
  );
}

function foundCount(state: PreviewState, total: number): number {
  if (state === 'answered') return total;
  return state === 'interacted' ? Math.min(1, total) : 0;
}
