import { IMAGE_WORD_MATCH_POINTS_PER_QUESTION } from '@slidewise/core';
import { useState } from 'react';
import { SlideImage } from '../../ui/Media.tsx';
import { Choice, choiceMark } from '../../ui/play/Choice.tsx';
import { GameFrame, useNumberFormat } from '../../ui/play/GameFrame.tsx';
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
 * worth the slide's points per round (500 by default, templates §9).
 */
export default function ImageWordMatchRenderer({ slide, data, template, state, onDone }: SlideRendererProps<ImageWordMatchData>) {
  const t = usePlayText();
  const format = useNumberFormat();
  const rounds = list(data.rounds).map(readRound);
  const pointsEach = numberOr(data.pointsPerQuestion, IMAGE_WORD_MATCH_POINTS_PER_QUESTION);
  const answered = state === 'answered';
  const current = rounds[0];
  return (
    <GameFrame
      slide={slide}
      template={template}
      data={data}
      state={state}
      onDone={onDone}
      title={text(data.title)}
      itemPoints={rounds.map(() => pointsEach)}
      progress={answered || !current ? undefined : t('imageWordMatch.round', { current: 1, total: rounds.length })}
    >
      <p className="sw-caption sw-iwm__points">{t('imageWordMatch.pointsEach', { points: format(pointsEach) })}</p>
      {answered ? (
        <ul className="sw-iwm__review">
          {rounds.map((round, index) => (
            <li key={index} className="sw-iwm__review-item">
              <SlideImage src={round.image} alt={round.alt} className="sw-iwm__thumb" />
              <span className="sw-iwm__word">{round.word}</span>
            </li>
          ))}
        </ul>
      ) : current ? (
        <RoundBoard rounds={rounds} state={state} />
      ) : null}
    </GameFrame>
  );
}

function RoundBoard({ rounds, state }: { rounds: readonly Round[]; state: PreviewState }) {
  const round = rounds[0]!;
  const words = stableScramble(
    [round.word, ...[1, 2, 3].slice(0, WRONG_CHOICES).map((offset) => rounds[offset % rounds.length]!.word)].filter(
      (word, index, all) => word.trim() !== '' && all.indexOf(word) === index,
    ),
    (word) => word,
  );
  const [picked, setPicked] = useState<string | null>(state === 'interacted' ? round.word : null);
  return (
    <div className="sw-iwm">
      <SlideImage src={round.image} alt={round.alt} fit="contain" className="sw-iwm__image" />
      <ul className="sw-iwm__choices" aria-label={round.alt || undefined}>
        {words.map((word) => (
          <li key={word}>
            <Choice
              selected={picked === word}
              mark={choiceMark(picked !== null, word === round.word, picked === word)}
              disabled={picked !== null}
              onClick={() => setPicked(word)}
            >
              {word}
            </Choice>
          </li>
        ))}
      </ul>
    </div>
  );
}

function readRound(value: unknown): Round {
  const item = record(value);
  return { image: text(item.image), alt: text(item.alt), word: text(item.word) };
}
