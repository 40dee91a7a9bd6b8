import { useState } from 'react';
import { stableScramble } from '../../ui/play/ordering.ts';
import { usePlayText } from '../../ui/play/play-text.ts';
import { QuizFrame } from '../../ui/play/QuizFrame.tsx';
import { SortBoard, sortedAnswers, type SortBucket, type SortChip } from '../../ui/play/SortBoard.tsx';
import { useQuizPhase } from '../../ui/play/use-quiz-phase.ts';
import { list, record, text } from '../../ui/read-data.ts';
import type { PreviewState, SlideRendererProps } from '../renderer.ts';

interface MatrixData {
  question: string;
  columns: {
    id: string;
    title: string;
    correctAnswers: { id: string; text: string }[];
    incorrectAnswers: { id: string; text: string }[];
  }[];
}

/** Chips sorted into 2–3 titled columns; the look-alikes belong in none and stay out. */
export default function MatrixRenderer({ slide, data, template, state, mode, onResult, onDone }: SlideRendererProps<MatrixData>) {
  const t = usePlayText();
  const columns = list(data.columns).map(record);
  const buckets: SortBucket[] = columns.map((column, index) => ({ key: `c${index}`, title: text(column.title) }));
  const chips = stableScramble(
    columns.flatMap((column, index): SortChip[] => [
      ...list(column.correctAnswers).map((chip, chipIndex) => ({
        key: `c${index}r${chipIndex}`,
        text: text(record(chip).text),
        home: `c${index}`,
      })),
      ...list(column.incorrectAnswers).map((chip, chipIndex) => ({
        key: `c${index}w${chipIndex}`,
        text: text(record(chip).text),
        home: undefined,
      })),
    ]),
    (chip) => `${chip.key}:${chip.text}`,
  );
  const [placement, setPlacement] = useState<Record<string, string>>(() => initialPlacement(state, chips));
  const { answered, check } = useQuizPhase(state);
  return (
    <QuizFrame
      slide={slide}
      mode={mode}
      onResult={onResult}
      answers={sortedAnswers(chips, buckets, placement)}
      template={template}
      data={data}
      state={state}
      onDone={onDone}
      question={text(data.question)}
      answered={answered}
      correct={chips.every((chip) => placement[chip.key] === chip.home)}
      canCheck={Object.keys(placement).length > 0}
      onCheck={check}
    >
      <SortBoard
        chips={chips}
        buckets={buckets}
        placement={placement}
        answered={answered}
        poolLabel={t('matrix.chips')}
        onPlace={(chip, bucket) =>
          setPlacement((current) => {
            const { [chip]: _previous, ...rest } = current;
            return bucket === undefined ? rest : { ...rest, [chip]: bucket };
          })
        }
      />
    </QuizFrame>
  );
}

function initialPlacement(state: PreviewState, chips: readonly SortChip[]): Record<string, string> {
  const homed = chips.filter((chip) => chip.home !== undefined);
  const placed = state === 'answered' ? homed : state === 'interacted' ? homed.slice(0, 1) : [];
  return Object.fromEntries(placed.map((chip) => [chip.key, chip.home!]));
}
