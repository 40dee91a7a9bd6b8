import { useState } from 'react';
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
  key: string;
  content: string;
  correct: boolean;
}

/** A question under the clock: answers to tap ("the above" ones last), points for the right ones. */
export default function MultipleChoiceGameRenderer({ slide, data, template, state, onDone }: SlideRendererProps<MultipleChoiceGameData>) {
  const t = usePlayText();
  const options = readOptions(data.answers);
  const selectable = Math.max(1, Math.floor(numberOr(data.selectable, 1)));
  const [selected, setSelected] = useState(() => initialSelection(state, options));
  const answered = state === 'answered';

  const toggle = (key: string) =>
    setSelected((current) => {
      if (current.includes(key)) return current.filter((other) => other !== key);
      // One to select: a tap moves the selection; several: taps add until the count is reached.
      if (selectable === 1) return [key];
      return current.length < selectable ? [...current, key] : current;
    });

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
    >
      <RichText className="sw-mc-game__context" html={text(data.additionalContent)} />
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

// The preview keeps the author's order (randomising is play's) but "the above" answers still go last.
function readOptions(value: unknown): Option[] {
  const options = list(value).map((answer, index) => {
    const item = record(answer);
    return { key: `${index}`, content: text(item.content), correct: flag(item.correct, false) };
  });
  return aboveLast(options, (option) => option.content);
}

function initialSelection(state: PreviewState, options: readonly Option[]): string[] {
  if (state === 'answered') return options.filter((option) => option.correct).map((option) => option.key);
  if (state === 'interacted') return options.slice(0, 1).map((option) => option.key);
  return [];
}
