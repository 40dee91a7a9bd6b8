import { useState } from 'react';
import { Choice } from '../../ui/play/Choice.tsx';
import { stableScramble } from '../../ui/play/ordering.ts';
import { usePlayText } from '../../ui/play/play-text.ts';
import { QuizFrame } from '../../ui/play/QuizFrame.tsx';
import { useQuizPhase } from '../../ui/play/use-quiz-phase.ts';
import { list, record, text } from '../../ui/read-data.ts';
import type { PreviewState, SlideRendererProps } from '../renderer.ts';
import { strikeoutSegments, type Mistake, type Segment } from './segments.ts';
import './strikeout.css';

interface StrikeoutData {
  question: string;
  text: string;
  words: (Mistake & { id: string })[];
}

/**
 * A text with wrong words in it: the learner taps a word to strike it out, then picks the word that
 * replaces it. Every word can be struck; only the mistakes should be.
 */
export default function StrikeoutRenderer({ slide, data, template, state, mode, onResult, onDone }: SlideRendererProps<StrikeoutData>) {
  const t = usePlayText();
  const mistakes = list(data.words).map(readMistake);
  const segments = strikeoutSegments(text(data.text), mistakes);
  const targets = segments.filter((segment): segment is Extract<Segment, { kind: 'mistake' }> => segment.kind === 'mistake');
  const options = stableScramble(
    [...new Set(mistakes.map((mistake) => mistake.replaces).filter((word) => word.trim() !== ''))],
    (word) => word,
  );
  // Struck segments with the replacement picked for each (empty until one is picked).
  const [struck, setStruck] = useState<Record<string, string>>(() => initialStruck(state, targets, mistakes));
  const [active, setActive] = useState<string | null>(null);
  const { answered, check } = useQuizPhase(state);
  const activeSegment = segments.find((segment) => segment.kind !== 'plain' && segment.id === active);

  const strike = (id: string) => {
    setStruck((current) => {
      const next = { ...current };
      // A second tap on a struck word restores it.
      if (id in next) delete next[id];
      else next[id] = '';
      return next;
    });
    setActive((current) => (current === id || id in struck ? null : id));
  };
  const replace = (word: string) => {
    if (!active) return;
    setStruck((current) => ({ ...current, [active]: word }));
    setActive(null);
  };

  const correct =
    Object.keys(struck).length === targets.length && targets.every((target) => struck[target.id] === mistakes[target.mistake]?.replaces);

  // In text order: each struck word with the word the learner put in its place ('' while none is picked).
  const replacements = segments.flatMap((segment) =>
    segment.kind !== 'plain' && segment.id in struck ? [{ word: segment.text, replacement: struck[segment.id] ?? '' }] : [],
  );

  return (
    <QuizFrame
      slide={slide}
      mode={mode}
      onResult={onResult}
      answers={replacements}
      template={template}
      data={data}
      state={state}
      onDone={onDone}
      question={text(data.question)}
      answered={answered}
      correct={correct}
      canCheck={Object.keys(struck).length > 0 && Object.values(struck).every((word) => word !== '')}
      onCheck={check}
    >
      <p className="sw-passage sw-strikeout">
        {segments.map((segment, index) => {
          if (segment.kind === 'plain') return segment.text;
          const isStruck = segment.id in struck;
          const replacement = struck[segment.id] ?? '';
          const isMistake = segment.kind === 'mistake';
          const mark =
            answered && (isStruck || isMistake)
              ? isMistake && replacement === mistakes[segment.mistake]?.replaces
                ? 'correct'
                : 'incorrect'
              : undefined;
          const name = replacement
            ? t('strikeout.replacement', { word: segment.text, replacement })
            : isStruck
              ? t('strikeout.struck', { word: segment.text })
              : segment.text;
          return (
            <button
              key={index}
              type="button"
              className={`sw-strikeout__word${isStruck ? ' sw-strikeout__word--struck' : ''}${mark ? ` sw-strikeout__word--${mark}` : ''}`}
              aria-label={mark ? `${name} (${t(mark === 'correct' ? 'choice.correct' : 'choice.incorrect')})` : name}
              aria-pressed={isStruck}
              disabled={answered}
              onClick={() => strike(segment.id)}
            >
              <span className="sw-strikeout__original" aria-hidden="true">
                {segment.text}
              </span>
              {replacement ? (
                <span className="sw-strikeout__replacement" aria-hidden="true">
                  {replacement}
                </span>
              ) : null}
            </button>
          );
        })}
      </p>
      {activeSegment && !answered ? (
        <div className="sw-strikeout__picker">
          <p className="sw-caption">{t('strikeout.pickReplacement', { word: activeSegment.text })}</p>
          <ul className="sw-tiles">
            {options.map((word) => (
              <li key={word}>
                <Choice selected={false} onClick={() => replace(word)}>
                  {word}
                </Choice>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </QuizFrame>
  );
}

function readMistake(value: unknown): Mistake {
  const item = record(value);
  return { incorrect: text(item.incorrect), replaces: text(item.replaces) };
}

function initialStruck(
  state: PreviewState,
  targets: readonly Extract<Segment, { kind: 'mistake' }>[],
  mistakes: readonly Mistake[],
): Record<string, string> {
  const chosen = state === 'answered' ? targets : state === 'interacted' ? targets.slice(0, 1) : [];
  return Object.fromEntries(chosen.map((target) => [target.id, mistakes[target.mistake]?.replaces ?? '']));
}
