import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { SlideImage } from '../../ui/Media.tsx';
import { GameFrame } from '../../ui/play/GameFrame.tsx';
import { ItemMark } from '../../ui/play/game-review.tsx';
import { useGameSession, type ItemOutcome } from '../../ui/play/game-session.ts';
import { useGameText } from '../../ui/play/game-text.ts';
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
 * An image clue above the word's slots and its letters scrambled; the learner taps (or types) letters
 * into the slots and can take the last one back. In play a full row is checked, shown with its verdict,
 * and the next button brings the next word. After the game, every word spelled out under its image.
 * Answers: the words the learner spelled, in order.
 */
export default function GameJumbleRenderer({ slide, data, template, state, mode, onResult, onDone }: SlideRendererProps<JumbleData>) {
  const t = usePlayText();
  const gameText = useGameText();
  const words = list(data.words).map(readWord);
  const view: PreviewState = mode === 'play' ? 'prompt' : state;
  const [spelled, setSpelled] = useState<string[]>([]);
  const [position, setPosition] = useState(0);
  const outcomes: ItemOutcome[] =
    mode === 'play'
      ? spelled.map((word, index) =>
          word === words[index]?.letters.join('') ? { correct: true, points: GAME_POINTS_PER_ITEM } : { correct: false, points: 0 },
        )
      : [];
  const session = useGameSession({ mode, state, data, itemCount: words.length, outcomes, answers: spelled, onResult });
  const answered = session.finished;
  const current = words[position];
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
      session={session}
      progress={answered || !current ? undefined : t('jumble.word', { current: position + 1, total: words.length })}
    >
      {answered ? (
        <ul className="sw-jumble__review">
          {words.map((word, index) => {
            const right = word.letters.join('');
            return (
              <li key={index} className="sw-jumble__review-item">
                <SlideImage src={word.image} alt={word.alt} className="sw-jumble__thumb" />
                <span className="sw-jumble__solved">
                  {session.playing ? <ItemMark correct={spelled[index] === right} /> : null} {right}
                </span>
                {session.playing && spelled[index] !== undefined && spelled[index] !== right ? (
                  <span className="sw-caption sw-jumble__spelled">{gameText('game.yourAnswer', { answer: spelled[index] })}</span>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : current ? (
        <JumbleBoard
          key={position}
          word={current}
          state={view}
          checked={session.playing && spelled.length > position ? spelled[position] : undefined}
          onComplete={
            session.playing
              ? (word) => setSpelled((previous) => (previous.length === position ? [...previous, word] : previous))
              : undefined
          }
          onNext={position + 1 < words.length ? () => setPosition(position + 1) : undefined}
          typeAnywhere={session.playing}
          focusOnStart={session.playing && position > 0}
        />
      ) : null}
    </GameFrame>
  );
}

interface Tile {
  /** The tile's place in the scrambled row. */
  index: number;
  letter: string;
}

interface JumbleBoardProps {
  word: JumbleWord;
  state: PreviewState;
  /** What the learner spelled once the row is full and checked (play only). */
  checked?: string;
  /** Play only: the row is full. */
  onComplete?: (spelled: string) => void;
  onNext?: () => void;
  /** Play: letters typed anywhere on the page go to the board. */
  typeAnywhere: boolean;
  /** A later played word takes the focus from the next button that brought it (its first tile). */
  focusOnStart?: boolean;
}

function JumbleBoard({ word, state, checked, onComplete, onNext, typeAnywhere, focusOnStart = false }: JumbleBoardProps) {
  const t = usePlayText();
  const gameText = useGameText();
  const tiles: Tile[] = stableScramble(
    word.letters.map((letter, index) => ({ letter, key: `${index}:${letter}` })),
    (tile) => tile.key,
  ).map((tile, index) => ({ index, letter: tile.letter }));
  // The tiles placed, in slot order; the 'interacted' picture has the word's first letter in place.
  const [placed, setPlaced] = useState<number[]>(() => initialPlaced(state, word, tiles));
  const used = new Set(placed);
  const locked = checked !== undefined;
  const nextButton = useRef<HTMLButtonElement>(null);
  const letters = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (locked) nextButton.current?.focus();
  }, [locked]);
  useEffect(() => {
    if (focusOnStart) letters.current?.querySelector('button')?.focus();
  }, [focusOnStart]);

  const place = (tileIndex: number) => {
    if (locked || used.has(tileIndex) || placed.length >= word.letters.length) return;
    const next = [...placed, tileIndex];
    setPlaced(next);
    if (next.length === word.letters.length) onComplete?.(next.map((index) => tiles[index]!.letter).join(''));
  };
  const undo = () => {
    if (!locked) setPlaced((current) => current.slice(0, -1));
  };
  // Typing works too: a letter key places the first free tile of that letter, Backspace takes one back.
  const onKey = (event: globalThis.KeyboardEvent) => {
    if (locked || event.altKey || event.ctrlKey || event.metaKey || isTextEntry(event.target)) return;
    if (event.key === 'Backspace') {
      event.preventDefault();
      undo();
      return;
    }
    const letter = event.key.toLocaleUpperCase();
    const tile = tiles.find((candidate) => candidate.letter === letter && !used.has(candidate.index));
    if (event.key.length === 1 && tile) {
      event.preventDefault();
      place(tile.index);
    }
  };
  const latestKey = useRef(onKey);
  useEffect(() => {
    latestKey.current = onKey;
  });
  // A learner types without first focusing the board (a tapped button keeps no focus in Safari); the
  // editor's preview listens only on the board, so the author's typing elsewhere is left alone.
  useEffect(() => {
    if (!typeAnywhere) return undefined;
    const listener = (event: globalThis.KeyboardEvent) => latestKey.current(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [typeAnywhere]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!typeAnywhere) onKey(event.nativeEvent);
  };
  const right = word.letters.join('');
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: typing a letter anywhere on the board places it; the letter buttons inside are the focusable controls.
    <div className="sw-jumble" onKeyDown={onKeyDown}>
      <SlideImage src={word.image} alt={word.alt} fit="contain" className="sw-jumble__clue" />
      <ol
        className={`sw-jumble__slots${locked ? ` sw-jumble__slots--${checked === right ? 'right' : 'wrong'}` : ''}`}
        aria-label={t('jumble.answer')}
      >
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
      {locked ? (
        <div className="sw-jumble__verdict" role="status">
          <ItemMark correct={checked === right} decorative />
          <span>{checked === right ? gameText('game.itemRight') : gameText('jumble.wrongWord', { word: right })}</span>
          {onNext ? (
            <button ref={nextButton} type="button" className="sw-button sw-button--primary" onClick={onNext}>
              {gameText('game.next')}
            </button>
          ) : null}
        </div>
      ) : (
        <>
          <ul ref={letters} className="sw-tiles sw-jumble__letters" aria-label={t('jumble.letters')}>
            {tiles.map((tile) => (
              <li key={tile.index}>
                <button
                  type="button"
                  className={`sw-tile${used.has(tile.index) ? ' sw-tile--used' : ''}`}
                  aria-label={t('jumble.letter', { letter: tile.letter })}
                  // Not `disabled`: a used tile keeps the focus, so typing and tapping go on from there.
                  aria-disabled={used.has(tile.index) || placed.length >= word.letters.length}
                  onClick={() => place(tile.index)}
                >
                  {tile.letter}
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="sw-button sw-button--quiet sw-jumble__undo" disabled={placed.length === 0} onClick={undo}>
            <span aria-hidden="true">↶</span> {t('jumble.undo')}
          </button>
        </>
      )}
    </div>
  );
}

// Keys typed into a field (a note, a search box) are the learner's text, not letters for the board.
function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
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
