import { JEOPARDY_FIRST_QUESTION_POINTS } from '@slidewise/core';
import { useEffect, useRef, useState } from 'react';
import { Choice, choiceMark } from '../../ui/play/Choice.tsx';
import { GameFrame, useNumberFormat } from '../../ui/play/GameFrame.tsx';
import { useGameSession, type ItemOutcome } from '../../ui/play/game-session.ts';
import { useGameText } from '../../ui/play/game-text.ts';
import { usePlayText } from '../../ui/play/play-text.ts';
import { flag, list, numberOr, record, text } from '../../ui/read-data.ts';
import { PlainText } from '../../ui/RichText.tsx';
import type { PreviewState, SlideRendererProps } from '../renderer.ts';
import './jeopardy.css';

interface Statement {
  text: string;
  isTrue: boolean;
}

interface Question {
  clue: string;
  statements: Statement[];
}

interface Category {
  title: string;
  questions: Question[];
}

interface JeopardyData {
  title: string;
  firstQuestionPoints: number;
  categories: {
    id: string;
    title: string;
    questions: { id: string; clue: string; statements: { id: string; text: string; true: boolean }[] }[];
  }[];
}

interface CellAddress {
  category: number;
  row: number;
}

/** One answered cell, as reported: where it is and the learner's verdict on each of its statements. */
export interface JeopardyAnswer {
  category: number;
  row: number;
  verdicts: boolean[];
}

/**
 * A board of categories (columns) by rising values (rows, from 200 by default, templates §9); the
 * learner picks a cell and judges its question's statements true or false. In play a cell earns its
 * value times the share of its statements judged right, and another cell opens only once the open one
 * is judged. Answers: the cells in the order answered.
 */
export default function JeopardyRenderer({ slide, data, template, state, mode, onResult, onDone }: SlideRendererProps<JeopardyData>) {
  const t = usePlayText();
  const gameText = useGameText();
  const format = useNumberFormat();
  const categories = list(data.categories).map(readCategory);
  const base = numberOr(data.firstQuestionPoints, JEOPARDY_FIRST_QUESTION_POINTS);
  const rows = Math.max(0, ...categories.map((category) => category.questions.length));
  const pointsOfRow = (row: number) => base * (row + 1);
  const playing = mode === 'play';
  const view: PreviewState = playing ? 'prompt' : state;
  // The 'interacted' picture: the first cell is open and its first statement judged.
  const [open, setOpen] = useState<CellAddress | null>(() =>
    view === 'interacted' && categories[0]?.questions[0] ? { category: 0, row: 0 } : null,
  );
  const [done, setDone] = useState<string[]>(() =>
    view === 'answered'
      ? categories.flatMap((category, column) => category.questions.map((_, row) => cellKey({ category: column, row })))
      : [],
  );
  const [answers, setAnswers] = useState<JeopardyAnswer[]>([]);
  const cellCount = categories.reduce((sum, category) => sum + category.questions.length, 0);
  const outcomes: ItemOutcome[] = playing ? answers.map((answer) => cellOutcome(categories, answer, pointsOfRow(answer.row))) : [];
  const session = useGameSession({ mode, state, data, itemCount: cellCount, outcomes, answers, onResult });
  const answered = session.finished;
  const openQuestion = open ? categories[open.category]?.questions[open.row] : undefined;
  // In play an open question must be judged before another cell opens (no peeking and coming back).
  const openUnjudged = playing && open !== null && !done.includes(cellKey(open));
  // Cells in play order (the interacted score is the first cell's), read down each category.
  const itemPoints = categories.flatMap((category) => category.questions.map((_, row) => pointsOfRow(row)));
  const board = useRef<HTMLDivElement>(null);

  const backToBoard = () => {
    setOpen(null);
    // The focus returns to the first cell still to play.
    requestAnimationFrame(() => board.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus());
  };

  return (
    <GameFrame
      slide={slide}
      template={template}
      data={data}
      state={state}
      onDone={onDone}
      title={text(data.title)}
      itemPoints={itemPoints}
      interactedItemsDone={0}
      session={session}
    >
      <div
        ref={board}
        className="sw-jeopardy__board"
        role="grid"
        aria-label={t('jeopardy.board')}
        style={{ gridTemplateColumns: `repeat(${Math.max(1, categories.length)}, 1fr)` }}
      >
        <div role="row" className="sw-jeopardy__row">
          {categories.map((category, column) => (
            <span key={column} role="columnheader" className="sw-jeopardy__category">
              {category.title}
            </span>
          ))}
        </div>
        {Array.from({ length: rows }, (_, row) => (
          <div key={row} role="row" className="sw-jeopardy__row">
            {categories.map((category, column) => {
              const address = { category: column, row };
              const exists = Boolean(category.questions[row]);
              const isDone = done.includes(cellKey(address));
              const isOpen = open?.category === column && open.row === row;
              const points = format(pointsOfRow(row));
              return (
                <span key={column} role="gridcell">
                  {exists ? (
                    <button
                      type="button"
                      className={`sw-jeopardy__cell${isDone ? ' sw-jeopardy__cell--done' : ''}${isOpen ? ' sw-jeopardy__cell--open' : ''}`}
                      aria-label={t(isDone ? 'jeopardy.cellDone' : 'jeopardy.cell', { category: category.title, points })}
                      aria-pressed={isOpen}
                      disabled={isDone || answered || (openUnjudged && !isOpen)}
                      onClick={() => setOpen(address)}
                    >
                      {points}
                    </button>
                  ) : null}
                </span>
              );
            })}
          </div>
        ))}
      </div>
      {open && openQuestion && !answered ? (
        <QuestionPanel
          key={cellKey(open)}
          category={categories[open.category]!.title}
          points={format(pointsOfRow(open.row))}
          question={openQuestion}
          state={view}
          focusOnOpen={playing}
          onJudged={(verdicts) => {
            setDone((current) => [...current, cellKey(open)]);
            if (playing) setAnswers((current) => [...current, { category: open.category, row: open.row, verdicts }]);
          }}
          onBack={playing ? backToBoard : undefined}
          backLabel={gameText('jeopardy.back')}
        />
      ) : null}
    </GameFrame>
  );
}

interface QuestionPanelProps {
  category: string;
  points: string;
  question: Question;
  state: PreviewState;
  /** Play: the panel takes the focus when it opens, so the keyboard goes on to the statements. */
  focusOnOpen: boolean;
  onJudged: (verdicts: boolean[]) => void;
  /** Play: shown once every statement is judged. */
  onBack?: () => void;
  backLabel: string;
}

function QuestionPanel({ category, points, question, state, focusOnOpen, onJudged, onBack, backLabel }: QuestionPanelProps) {
  const t = usePlayText();
  const [verdicts, setVerdicts] = useState<(boolean | undefined)[]>(() =>
    state === 'interacted' ? question.statements.slice(0, 1).map((statement) => statement.isTrue) : [],
  );
  const panel = useRef<HTMLElement>(null);
  const back = useRef<HTMLButtonElement>(null);
  const allJudged = question.statements.every((_, index) => verdicts[index] !== undefined);
  useEffect(() => {
    if (focusOnOpen) panel.current?.focus();
  }, [focusOnOpen]);
  useEffect(() => {
    if (allJudged) back.current?.focus();
  }, [allJudged]);
  const judge = (index: number, verdict: boolean) => {
    const next = [...verdicts];
    next[index] = verdict;
    setVerdicts(next);
    if (question.statements.every((_, other) => next[other] !== undefined)) onJudged(next.map(Boolean));
  };
  return (
    <section ref={panel} tabIndex={-1} className="sw-jeopardy__question" aria-label={t('jeopardy.cell', { category, points })}>
      <p className="sw-overline">
        {category} · {points}
      </p>
      <PlainText as="h3" className="sw-title" text={question.clue} />
      <ul className="sw-jeopardy__statements">
        {question.statements.map((statement, index) => {
          const verdict = verdicts[index];
          const judged = verdict !== undefined;
          return (
            <li key={index} className="sw-jeopardy__statement">
              <PlainText text={statement.text} />
              <div className="sw-jeopardy__judge" role="group" aria-label={t('jeopardy.statement', { text: statement.text })}>
                {[true, false].map((value) => (
                  <Choice
                    key={String(value)}
                    selected={verdict === value}
                    mark={choiceMark(judged, statement.isTrue === value, verdict === value)}
                    disabled={judged}
                    onClick={() => judge(index, value)}
                  >
                    {t(value ? 'judge.true' : 'judge.false')}
                  </Choice>
                ))}
              </div>
            </li>
          );
        })}
      </ul>
      {onBack && allJudged ? (
        <button ref={back} type="button" className="sw-button sw-button--primary sw-jeopardy__back" onClick={onBack}>
          {backLabel}
        </button>
      ) : null}
    </section>
  );
}

/** A cell's points: its value times the share of its statements judged right (rounded to whole points). */
function cellOutcome(categories: readonly Category[], answer: JeopardyAnswer, value: number): ItemOutcome {
  const statements = categories[answer.category]?.questions[answer.row]?.statements ?? [];
  const right = statements.filter((statement, index) => answer.verdicts[index] === statement.isTrue).length;
  return {
    correct: statements.length > 0 && right === statements.length,
    points: statements.length > 0 ? Math.round((value * right) / statements.length) : 0,
  };
}

function cellKey({ category, row }: CellAddress): string {
  return `${category}:${row}`;
}

function readCategory(value: unknown): Category {
  const item = record(value);
  return {
    title: text(item.title),
    questions: list(item.questions).map((question) => {
      const entry = record(question);
      return {
        clue: text(entry.clue),
        statements: list(entry.statements).map((statement) => {
          const line = record(statement);
          return { text: text(line.text), isTrue: flag(line.true, true) };
        }),
      };
    }),
  };
}
