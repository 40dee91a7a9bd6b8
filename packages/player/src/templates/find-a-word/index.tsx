import { FIND_A_WORD_TIMER_MS } from '@slidewise/core';
import { useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { GameFrame } from '../../ui/play/GameFrame.tsx';
import { useGameSession, type ItemOutcome } from '../../ui/play/game-session.ts';
import { useGameText } from '../../ui/play/game-text.ts';
import { usePlayText } from '../../ui/play/play-text.ts';
import { GAME_POINTS_PER_ITEM } from '../../ui/play/scoring.ts';
import { list, record, text } from '../../ui/read-data.ts';
import type { PreviewState, SlideRendererProps } from '../renderer.ts';
import { buildWordGrid, type Cell } from './word-grid.ts';
import { lineCells, placementAt, sameCell } from './word-selection.ts';
import './find-a-word.css';

interface FindAWordData {
  title: string;
  words: { id: string; word: string }[];
}

/**
 * The words hidden in a letter grid (any direction) with the list of words to find; found words are
 * circled in the grid and struck from the list. The timer defaults to 30 s (templates §9). A word is
 * found by dragging across it, or by choosing its first and last letters (a tap each, or Enter/Space
 * on the cell the arrow keys move to). Answers: the words found, in the order found.
 */
export default function FindAWordRenderer({ slide, data, template, state, mode, onResult, onDone }: SlideRendererProps<FindAWordData>) {
  const t = usePlayText();
  const gameText = useGameText();
  // Built once per word list: typing elsewhere on the slide must not rebuild (or reshuffle) the grid.
  const wordsKey = list(data.words)
    .map((word) => text(record(word).word))
    .join('\u0000');
  const grid = useMemo(() => buildWordGrid(wordsKey.split('\u0000')), [wordsKey]);
  const view: PreviewState = mode === 'play' ? 'prompt' : state;
  // Placements found, in the order found; the preview's pictures find them in the list's order.
  const [foundState, setFound] = useState<number[]>(() =>
    grid.placements.slice(0, foundCount(view, grid.placements.length)).map((_, index) => index),
  );
  // The author may shorten the list while the preview shows found words.
  const found = foundState.filter((index) => index < grid.placements.length);
  const [pending, setPending] = useState<Cell | null>(null);
  const [drag, setDrag] = useState<{ from: Cell; to: Cell } | null>(null);
  const [cursor, setCursor] = useState<Cell>([0, 0]);
  const [announcement, setAnnouncement] = useState('');
  const cells = useRef(new Map<string, HTMLSpanElement>());
  const outcomes: ItemOutcome[] = mode === 'play' ? found.map(() => ({ correct: true, points: GAME_POINTS_PER_ITEM })) : [];
  const answers = found.map((index) => grid.placements[index]!.word);
  const session = useGameSession({
    mode,
    state,
    data,
    timerDefault: FIND_A_WORD_TIMER_MS,
    itemCount: grid.placements.length,
    outcomes,
    answers,
    onResult,
  });
  const over = session.finished;

  const foundCells = new Set(found.flatMap((index) => grid.placements[index]!.cells.map(cellKey)));
  const selecting = new Set((drag ? lineCells(drag.from, drag.to) : pending ? [pending] : []).map(cellKey));

  const tryWord = (from: Cell, to: Cell) => {
    const index = placementAt(grid.placements, from, to);
    if (index >= 0 && !found.includes(index)) {
      setFound((current) => [...current, index]);
      setAnnouncement(gameText('findAWord.foundWord', { word: grid.placements[index]!.word }));
    } else {
      setAnnouncement(gameText('findAWord.notAWord'));
    }
  };
  // A tap or Enter: the first letter, then the last (choosing the first again lets go of it).
  const choose = (cell: Cell) => {
    if (over) return;
    if (!pending) {
      setPending(cell);
      setAnnouncement(gameText('findAWord.started', { letter: letterAt(cell) }));
    } else {
      setPending(null);
      if (!sameCell(pending, cell)) tryWord(pending, cell);
      else setAnnouncement('');
    }
  };
  const letterAt = ([row, column]: Cell) => grid.letters[row]?.[column] ?? '';

  const onPointerDown = (cell: Cell) => (event: PointerEvent<HTMLSpanElement>) => {
    if (over) return;
    // Touch captures the pointer to the first cell; letting go of it lets the cells under the finger
    // see it pass.
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
    setDrag({ from: cell, to: cell });
  };
  const onPointerEnter = (cell: Cell) => () => {
    if (drag) setDrag({ from: drag.from, to: cell });
  };
  const onPointerUp = (cell: Cell) => () => {
    if (!drag) return;
    setDrag(null);
    if (sameCell(drag.from, cell)) {
      choose(cell);
    } else {
      setPending(null);
      tryWord(drag.from, cell);
    }
  };

  const moveCursor = (cell: Cell) => {
    setCursor(cell);
    cells.current.get(cellKey(cell))?.focus();
  };
  const onKeyDown = (cell: Cell) => (event: KeyboardEvent<HTMLSpanElement>) => {
    const [row, column] = cell;
    const last = grid.size - 1;
    const moves: Record<string, Cell> = {
      ArrowUp: [Math.max(0, row - 1), column],
      ArrowDown: [Math.min(last, row + 1), column],
      ArrowLeft: [row, Math.max(0, column - 1)],
      ArrowRight: [row, Math.min(last, column + 1)],
      Home: [row, 0],
      End: [row, last],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      moveCursor(move);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(cell);
    } else if (event.key === 'Escape' && pending) {
      setPending(null);
      setAnnouncement('');
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
      itemPoints={grid.placements.map(() => GAME_POINTS_PER_ITEM)}
      timerDefault={FIND_A_WORD_TIMER_MS}
      session={session}
    >
      <div className="sw-faw">
        <div className="sw-faw__board">
          {/* Found words are ringed like a pen would, under the letters. */}
          <svg className="sw-faw__rings" viewBox={`0 0 ${grid.size} ${grid.size}`} aria-hidden="true">
            {found.map((index) => {
              const placement = grid.placements[index]!;
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
            aria-describedby={over ? undefined : `${slide.id}-faw-hint`}
            style={{ gridTemplateColumns: `repeat(${grid.size}, 1fr)` }}
            onPointerLeave={() => setDrag(null)}
          >
            {grid.letters.map((row, rowIndex) => (
              <div key={rowIndex} role="row" className="sw-faw__row">
                {row.map((letter, columnIndex) => {
                  const cell: Cell = [rowIndex, columnIndex];
                  const key = cellKey(cell);
                  const isSelecting = selecting.has(key);
                  return (
                    <span
                      key={columnIndex}
                      ref={(element) => {
                        if (element) cells.current.set(key, element);
                        else cells.current.delete(key);
                      }}
                      role="gridcell"
                      aria-label={gameText('findAWord.cell', { letter, row: rowIndex + 1, column: columnIndex + 1 })}
                      aria-selected={isSelecting}
                      tabIndex={sameCell(cursor, cell) ? 0 : -1}
                      className={`sw-faw__cell${foundCells.has(key) ? ' sw-faw__cell--found' : ''}${isSelecting ? ' sw-faw__cell--selecting' : ''}`}
                      onPointerDown={onPointerDown(cell)}
                      onPointerEnter={onPointerEnter(cell)}
                      onPointerUp={onPointerUp(cell)}
                      onKeyDown={onKeyDown(cell)}
                      onFocus={() => setCursor(cell)}
                    >
                      {letter}
                    </span>
                  );
                })}
              </div>
            ))}
          </div>
        </div>
        <section aria-labelledby={`${slide.id}-words`}>
          <h3 id={`${slide.id}-words`} className="sw-overline">
            {t('findAWord.words')}
          </h3>
          {over ? null : (
            <p id={`${slide.id}-faw-hint`} className="sw-caption">
              {gameText('findAWord.hint')}
            </p>
          )}
          <ul className="sw-faw__words">
            {grid.placements.map((placement, index) => {
              const isFound = found.includes(index);
              return (
                <li key={placement.word} className={`sw-faw__word${isFound ? ' sw-faw__word--found' : ''}`}>
                  {placement.word}
                  {isFound ? <span className="sw-visually-hidden">, {t('findAWord.found')}</span> : null}
                </li>
              );
            })}
          </ul>
          <p className="sw-visually-hidden" aria-live="polite">
            {announcement}
          </p>
        </section>
      </div>
    </GameFrame>
  );
}

function cellKey([row, column]: Cell): string {
  return `${row}:${column}`;
}

function foundCount(state: PreviewState, total: number): number {
  if (state === 'answered') return total;
  return state === 'interacted' ? Math.min(1, total) : 0;
}
