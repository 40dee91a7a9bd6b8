import type { ReactNode } from 'react';
import { usePlayText } from './play-text.ts';

/** How an option reads once the answer shows: the right one, or a wrong one the learner chose. */
export type ChoiceMark = 'correct' | 'incorrect' | undefined;

interface ChoiceProps {
  selected: boolean;
  mark?: ChoiceMark;
  /** Locked once the answer is checked. */
  disabled?: boolean;
  onClick?: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * One option the learner can select (an answer, a word, an image): a toggle button whose pressed
 * state is the selection, with the verdict spelled out for screen readers once the answer shows.
 */
export function Choice({ selected, mark, disabled = false, onClick, className, children }: ChoiceProps) {
  const t = usePlayText();
  const classes = ['sw-choice', selected ? 'sw-choice--selected' : '', mark ? `sw-choice--${mark}` : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button type="button" className={classes} aria-pressed={selected} disabled={disabled} onClick={onClick}>
      {children}
      {mark ? <span className="sw-visually-hidden"> ({t(mark === 'correct' ? 'choice.correct' : 'choice.incorrect')})</span> : null}
    </button>
  );
}

/** The mark an option gets once the answer shows: right options are marked, wrong picks too. */
export function choiceMark(answered: boolean, isCorrect: boolean, selected: boolean): ChoiceMark {
  if (!answered) return undefined;
  if (isCorrect) return 'correct';
  return selected ? 'incorrect' : undefined;
}
