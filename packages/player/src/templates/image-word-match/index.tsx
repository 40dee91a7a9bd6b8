import { IMAGE_WORD_MATCH_POINTS_PER_QUESTION } from '@slidewise/core';
import { useEffect, useRef, useState } from 'react';
import { SlideImage } from '../../ui/Media.tsx';
import { Choice, choiceMark } from '../../ui/play/Choice.tsx';
import { GameFrame, useNumberFormat } from '../../ui/play/GameFrame.tsx';
import { ItemMark } from '../../ui/play/game-review.tsx';
import { useGameSession, type ItemOutcome } from '../../ui/play/game-session.ts';
import { useGameText } from '../../ui/play/game-text.ts';
import { stableScramble } from '../../ui/play/ordering.ts';
import { usePlayText } from '../../ui/play/play-text.ts';
import { list, numberOr, record, text } from '../../ui/read-data.ts';
import type { PreviewState, SlideRendererProps } from '../renderer.ts';
import './image-word-match.css';

interface Round {
  image: string;
  alt: string;
  word: string;
}

interface ImageWordMatchData {
  title: string;
  pointsPerQuestion: number;
  rounds: (Round & { id: string })[];
}

/** How many other rounds' words stand beside the right one (as the catalogue's question derivation does). */
const WRONG_CHOICES = 3;

/**
 * Round after round, an image and a few words: its own and other rounds' words. Each right pick is
 * worth the slide's points per round (500 by default, templates §9). In play a pick shows its verdict
 * and the next button moves on. Answers: the word picked in each round, in order.
 */
export default function ImageWordMatchRenderer({
  slide,
  data,
  template,
  state,
  mode,
  onResult,
  onDone,
}: SlideRendererProps<ImageWordMatchData>) {
  const t = usePlayText();
  const gameText = useGameText();
  const format = useNumberFormat();
  const rounds = list(data.rounds).map(readRound);
  const pointsEach = numberOr(data.pointsPerQuestion, IMAGE_WORD_MATCH_POINTS_PER_QUESTION);
  const view: PreviewState = mode === 'play' ? 'prompt' : state;
  // The 'interacted' picture has the first round's right word picked.
  const [picks, setPicks] = useState<string[]>(() => (view === 'interacted' && rounds[0] ? [rounds[0].word] : []));
  const [position, setPosition] = useState(0);
  const outcomes: ItemOutcome[] =
    mode === 'play'
      ? picks.map((word, index) => (word === rounds[index]?.word ? { correct: true, points: pointsEach } : { correct: false, points: 0 }))
      : [];
  const session = useGameSession({ mode, state, data, itemCount: rounds.length, outcomes, answers: picks, onResult });
  const answered = session.finished;
  const current = rounds[position];
  const pick = (word: string) => {
    if (!answered && picks.length === position) setPicks((previous) => [...previous, word]);
  };
  const next = () => setPosition((previous) => Math.min(previous + 1, rounds.length - 1));
  return (
    <GameFrame
      slide={slide}
      template={template}
      data={data}
      state={state}
      onDone={onDone}
      title={text(data.title)}
      itemPoints={rounds.map(() => pointsEach)}
      session={session}
      progress={answered || !current ? undefined : t('imageWordMatch.round', { current: position + 1, total: rounds.length })}
    >
      <p className="sw-caption sw-iwm__points">{t('imageWordMatch.pointsEach', { points: format(pointsEach) })}</p>
      {answered ? (
        <ul className="sw-iwm__review">
          {rounds.map((round, index) => (
            <li key={index} className="sw-iwm__review-item">
              <SlideImage src={round.image} alt={round.alt} className="sw-iwm__thumb" />
              <span className="sw-iwm__word">
                {session.playing ? <ItemMark correct={picks[index] === round.word} /> : null} {round.word}
              </span>
              {session.playing && picks[index] !== undefined && picks[index] !== round.word ? (
                <span className="sw-caption sw-iwm__picked">{gameText('game.yourAnswer', { answer: picks[index] })}</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : current ? (
        <RoundBoard
          key={position}
          rounds={rounds}
          index={position}
          picked={picks[position] ?? null}
          onPick={pick}
          onNext={session.playing && picks.length > position && position + 1 < rounds.length ? next : undefined}
          focusOnStart={session.playing && position > 0}
        />
      ) : null}
    </GameFrame>
  );
}

interface RoundBoardProps {
  rounds: readonly Round[];
  index: number;
  picked: string | null;
  onPick: (word: string) => void;
  /** Shown once a played round is picked, to move to the next round. */
  onNext?: () => void;
  /** A later played round takes the focus from the next button that brought it (its first word). */
  focusOnStart?: boolean;
}

function RoundBoard({ rounds, index, picked, onPick, onNext, focusOnStart = false }: RoundBoardProps) {
  const gameText = useGameText();
  const round = rounds[index]!;
  const words = stableScramble(
    [round.word, ...[1, 2, 3].slice(0, WRONG_CHOICES).map((offset) => rounds[(index + offset) % rounds.length]!.word)].filter(
      (word, position, all) => word.trim() !== '' && all.indexOf(word) === position,
    ),
    (word) => word,
  );
  const nextButton = useRef<HTMLButtonElement>(null);
  const choices = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (focusOnStart) choices.current?.querySelector('button')?.focus();
  }, [focusOnStart]);
  // After a pick the next button takes the focus, so the keyboard goes on from where the eyes are.
  useEffect(() => {
    if (picked !== null) nextButton.current?.focus();
  }, [picked]);
  return (
    <div className="sw-iwm">
      <SlideImage src={round.image} alt={round.alt} fit="contain" className="sw-iwm__image" />
      <ul ref={choices} className="sw-iwm__choices" aria-label={round.alt || undefined}>
        {words.map((word) => (
          <li key={word}>
            <Choice
              selected={picked === word}
              mark={choiceMark(picked !== null, word === round.word, picked === word)}
              disabled={picked !== null}
              onClick={() => onPick(word)}
            >
              {word}
            </Choice>
          </li>
        ))}
      </ul>
      {onNext ? (
        <button ref={nextButton} type="button" className="sw-button sw-button--primary sw-iwm__next" onClick={onNext}>
          {gameText('game.next')}
        </button>
      ) : null}
    </div>
  );
}
function readRound(value: unknown): Round {
  const item = record(value);
  return { image: text(item.image), alt: text(item.alt), word: text(item.word) };
}
