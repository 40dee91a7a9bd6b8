import { Fragment, useState, type ReactNode } from 'react';
import { DragArea, useDragItem, useDropTarget } from '../../ui/play/drag.tsx';
import { stableScramble } from '../../ui/play/ordering.ts';
import { usePlayText } from '../../ui/play/play-text.ts';
import { QuizFrame } from '../../ui/play/QuizFrame.tsx';
import { useQuizPhase } from '../../ui/play/use-quiz-phase.ts';
import { list, record, text } from '../../ui/read-data.ts';
import type { PreviewState, SlideRendererProps } from '../renderer.ts';

interface MissingWordData {
  question: string;
  words: { id: string; textBefore: string; word: string }[];
  textAfter: string;
}

interface Gap {
  textBefore: string;
  word: string;
}

/**
 * A text with gaps and a bank of the missing words: a word dragged onto a gap fills it, a tapped word
 * fills the first empty gap, a tapped gap gives its word back.
 */
export default function MissingWordRenderer({ slide, data, template, state, mode, onResult, onDone }: SlideRendererProps<MissingWordData>) {
  const t = usePlayText();
  const gaps = list(data.words).map(readGap);
  const bank = stableScramble(
    gaps.map((gap, index) => ({ key: index, word: gap.word })),
    (entry) => `${entry.key}:${entry.word}`,
  );
  // Which bank word fills each gap (by the word's key); undefined leaves the gap empty.
  const [filled, setFilled] = useState<(number | undefined)[]>(() => initialFill(state, gaps));
  const { answered, check } = useQuizPhase(state);
  const wordIn = (gap: number) => {
    const key = filled[gap];
    return key === undefined ? undefined : gaps[key]?.word;
  };

  const fill = (key: number) =>
    setFilled((current) => {
      const next = [...current];
      const empty = gaps.findIndex((_, gap) => next[gap] === undefined);
      if (empty >= 0) next[empty] = key;
      return next;
    });
  const fillGap = (key: number, gap: number) =>
    setFilled((current) => {
      // A word dropped on a gap leaves the gap it was in; the gap's old word goes back to the bank.
      const next = current.map((other) => (other === key ? undefined : other));
      next[gap] = key;
      return next;
    });
  const unfill = (key: number) => setFilled((current) => current.map((other) => (other === key ? undefined : other)));
  const empty = (gap: number) =>
    setFilled((current) => {
      const next = [...current];
      next[gap] = undefined;
      return next;
    });

  return (
    <QuizFrame
      slide={slide}
      mode={mode}
      onResult={onResult}
      answers={gaps.map((_, index) => wordIn(index) ?? null)}
      template={template}
      data={data}
      state={state}
      onDone={onDone}
      question={text(data.question)}
      answered={answered}
      correct={gaps.every((gap, index) => wordIn(index) === gap.word)}
      canCheck={gaps.length > 0 && gaps.every((_, index) => filled[index] !== undefined)}
      onCheck={check}
    >
      <DragArea
        onDrop={(dragged, target) => {
          const word = Number(dragged.replace(IN_GAP, ''));
          if (target === BANK) unfill(word);
          else fillGap(word, Number(target));
        }}
      >
        <p className="sw-passage">
          {gaps.map((gap, index) => (
            <Fragment key={index}>
              {gap.textBefore}{' '}
              <GapButton
                index={index}
                wordKey={filled[index]}
                word={wordIn(index)}
                right={answered && wordIn(index) === gap.word}
                answered={answered}
                onTap={() => empty(index)}
              />{' '}
            </Fragment>
          ))}
          {text(data.textAfter)}
        </p>
        {answered ? null : (
          <Bank label={t('missingWord.words')}>
            {bank.map((entry) => (
              <BankWord key={entry.key} id={entry.key} word={entry.word} used={filled.includes(entry.key)} onTap={() => fill(entry.key)} />
            ))}
          </Bank>
        )}
      </DragArea>
    </QuizFrame>
  );
}

interface GapButtonProps {
  index: number;
  /** The bank word in the gap (its key), which can be dragged on to another gap or back to the bank. */
  wordKey: number | undefined;
  word: string | undefined;
  right: boolean;
  answered: boolean;
  /** Gives the gap's word back to the bank. */
  onTap: () => void;
}

/** A gap in the text: a drop target for a word, and a button that gives its word back (tapped or dragged away). */
function GapButton({ index, wordKey, word, right, answered, onTap }: GapButtonProps) {
  const t = usePlayText();
  const drop = useDropTarget(String(index), answered);
  // Its own id, apart from the (hidden) bank tile of the same word, so one drag moves one element.
  const drag = useDragItem(wordKey === undefined ? `gap-${index}` : `${IN_GAP}${wordKey}`, answered || wordKey === undefined);
  return (
    <button
      ref={(element) => {
        drop.ref(element);
        drag.ref(element);
      }}
      {...drag.props}
      type="button"
      className={`sw-gap${right ? ' sw-gap--correct' : ''}${drop.over ? ' sw-drop--over' : ''}${drag.dragging ? ' sw-tile--dragging' : ''}`}
      aria-label={word ? t('missingWord.gapFilled', { index: index + 1, word }) : t('missingWord.gap', { index: index + 1 })}
      disabled={answered || word === undefined}
      onClick={onTap}
    >
      {word ?? '\u00a0'}
      {answered ? <span className="sw-visually-hidden"> ({t(right ? 'choice.correct' : 'choice.incorrect')})</span> : null}
    </button>
  );
}

/** The drop target id of the bank: a word dragged there leaves its gap. */
const BANK = 'bank';
/** Drag ids of words sitting in gaps start with this; bank tiles are their bare key. */
const IN_GAP = 'in-gap:';

function Bank({ label, children }: { label: string; children: ReactNode }) {
  const drop = useDropTarget(BANK);
  return (
    <ul ref={drop.ref} className={`sw-tiles${drop.over ? ' sw-drop--over' : ''}`} aria-label={label}>
      {children}
    </ul>
  );
}

/** A word of the bank: tapped, it fills the first empty gap; dragged, the gap it is dropped on. */
function BankWord({ id, word, used, onTap }: { id: number; word: string; used: boolean; onTap: () => void }) {
  const drag = useDragItem(String(id), used);
  return (
    <li>
      <button
        ref={drag.ref}
        {...drag.props}
        type="button"
        className={`sw-tile${used ? ' sw-tile--used' : ''}${drag.dragging ? ' sw-tile--dragging' : ''}`}
        disabled={used}
        aria-hidden={used || undefined}
        onClick={onTap}
      >
        {word}
      </button>
    </li>
  );
}

function readGap(value: unknown): Gap {
  const item = record(value);
  return { textBefore: text(item.textBefore), word: text(item.word) };
}

function initialFill(state: PreviewState, gaps: readonly Gap[]): (number | undefined)[] {
  if (state === 'answered') return gaps.map((_, index) => index);
  return state === 'interacted' && gaps.length > 0 ? [0] : [];
}
