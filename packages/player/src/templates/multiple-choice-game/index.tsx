import { useState } from 'react';
import { useGameSession, type ItemOutcome } from '../../ui/play/game-session.ts';
import { useGameText } from '../../ui/play/game-text.ts';
import { answerOutcome } from './speed-points.ts';
import { Choice, choiceMark } from '../../ui/play/Choice.tsx';
import { GameFrame } from '../../ui/play/GameFrame.tsx';
import { aboveLast } from '../../ui/play/ordering.ts';
import { usePlayText } from '../../ui/play/play-text.ts';
import { GAME_POINTS_PER_ITEM } from '../../ui/play/scoring.ts';
import { flag, list, numberOr, record, text } from '../../ui/read-data.ts';
import { RichText } from '../../ui/RichText.tsx';
import type { PreviewState, SlideRendererProps } from '../renderer.ts';

interface MultipleChoiceGameData {
  question: string;
  additionalContent: string;
  answers: { id: string; content: string; correct: boolean }[];
  selectable: number;
  randomize: boolean;
}

interface Option {
  /** The answer's place in the slide's answers: what the result reports. */
  index: number;
  key: string;
  content: string;
  correct: boolean;
}

/**
 * A question under the clock: answers to tap ("the above" ones last), points for a right answer that
 * grow with the time left. In play the answers are shuffled when the author asks, and the answer is
 * taken as soon as the learner has chosen `selectable` answers. Answers: the chosen answers' indexes in
 * the slide's answers list, in the order chosen.
 */
export default function MultipleChoiceGameRenderer({
  slide,
  data,
  template,
  state,
  mode,
  onResult,
  onDone,
}: SlideRendererProps<MultipleChoiceGameData>) {
  const t = usePlayText();
  const gameText = useGameText();
  const playing = mode === 'play';
  const authored = readOptions(data.answers);
  // Shuffled once per play; "the above" answers stay last.
  const [order] = useState(() => (playing && flag(data.randomize, true) ? shuffledKeys(authored) : null));
  const options = order
    ? order.map((key) => authored.find((option) => option.key === key)).filter((option) => option !== undefined)
    : authored;
  const selectable = Math.max(1, Math.floor(numberOr(data.selectable, 1)));
  const [selected, setSelected] = useState(() => initialSelection(playing ? 'prompt' : state, options));
  const [outcome, setOutcome] = useState<ItemOutcome | null>(null);
  const chosen = selected.map((key) => options.find((option) => option.key === key)!.index);
  const session = useGameSession({ mode, state, data, itemCount: 1, outcomes: outcome ? [outcome] : [], answers: chosen, onResult });
  const answered = session.finished;

  const toggle = (key: string) => {
    if (answered) return;
    const next = nextSelection(selected, key, selectable);
    setSelected(next);
    if (playing && next.length === Math.min(selectable, options.length)) {
      setOutcome(answerOutcome(isExactlyCorrect(next, options), session.remainingMs, session.settings.timerLimitMs, session.timed));
    }
  };

  return (
    <GameFrame
      slide={slide}
      template={template}
      data={data}
      state={state}
      onDone={onDone}
      title={text(data.question)}
      itemPoints={[GAME_POINTS_PER_ITEM]}
      interactedItemsDone={0}
      session={session}
      previewAnswerable={isAnswerable(authored, selectable)}
    >
      <RichText className="sw-mc-game__context" html={text(data.additionalContent)} />
      {playing && session.timed && !answered ? <p className="sw-caption">{gameText('mcGame.speed')}</p> : null}
      {selectable > 1 ? <p className="sw-caption">{t('quiz.pickMany', { count: selectable })}</p> : null}
      <ul className="sw-choices" aria-label={text(data.question) || undefined}>
        {options.map((option) => {
          const isSelected = selected.includes(option.key);
          return (
            <li key={option.key}>
              <Choice
                selected={isSelected}
                mark={choiceMark(answered, option.correct, isSelected)}
                disabled={answered}
                onClick={() => toggle(option.key)}
              >
                {option.content}
              </Choice>
            </li>
          );
        })}
      </ul>
    </GameFrame>
  );
}

// One to select: a tap moves the selection; several: taps add until the count is reached.
function nextSelection(current: readonly string[], key: string, selectable: number): string[] {
  if (current.includes(key)) return current.filter((other) => other !== key);
  if (selectable === 1) return [key];
  return current.length < selectable ? [...current, key] : [...current];
}

function isExactlyCorrect(selected: readonly string[], options: readonly Option[]): boolean {
  const right = options.filter((option) => option.correct).map((option) => option.key);
  return right.length === selected.length && right.every((key) => selected.includes(key));
}

// The answer is taken at `selectable` picks, so it can be right only when exactly that many answers are.
function isAnswerable(options: readonly Option[], selectable: number): boolean {
  const right = options.filter((option) => option.correct).length;
  return right > 0 && right === Math.min(selectable, options.length);
}

function shuffledKeys(options: readonly Option[]): string[] {
  const keys = options.map((option) => option.key);
  for (let index = keys.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [keys[index], keys[other]] = [keys[other]!, keys[index]!];
  }
  return aboveLast(keys, (key) => options.find((option) => option.key === key)!.content);
}

// The preview keeps the author's order (randomising is play's) but "the above" answers still go last.
function readOptions(value: unknown): Option[] {
  const options = list(value).map((answer, index) => {
    const item = record(answer);
    return { index, key: `${index}`, content: text(item.content), correct: flag(item.correct, false) };
  });
  return aboveLast(options, (option) => option.content);
}

function initialSelection(state: PreviewState, options: readonly Option[]): string[] {
  if (state === 'answered') return options.filter((option) => option.correct).map((option) => option.key);
  if (state === 'interacted') return options.slice(0, 1).map((option) => option.key);
  return [];
}
