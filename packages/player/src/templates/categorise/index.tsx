import { useState } from 'react';
import { stableScramble } from '../../ui/play/ordering.ts';
import { usePlayText } from '../../ui/play/play-text.ts';
import { QuizFrame } from '../../ui/play/QuizFrame.tsx';
import { SortBoard, sortedAnswers, type SortBucket, type SortChip } from '../../ui/play/SortBoard.tsx';
import { useQuizPhase } from '../../ui/play/use-quiz-phase.ts';
import { list, record, text } from '../../ui/read-data.ts';
import type { PreviewState, SlideRendererProps } from '../renderer.ts';

interface CategoriseData {
  question: string;
  categories: { id: string; title: string; items: { id: string; text: string }[] }[];
}

/** Items sorted into the two categories: dragged, swiped left or right, or tapped then placed. */
export default function CategoriseRenderer({ slide, data, template, state, mode, onResult, onDone }: SlideRendererProps<CategoriseData>) {
  const t = usePlayText();
  const categories = list(data.categories).map(record);
  const buckets: SortBucket[] = categories.map((category, index) => ({ key: `c${index}`, title: text(category.title) }));
  const chips = stableScramble(
    categories.flatMap((category, index): SortChip[] =>
      list(category.items).map((item, itemIndex) => ({ key: `c${index}i${itemIndex}`, text: text(record(item).text), home: `c${index}` })),
    ),
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
      canCheck={chips.length > 0 && chips.every((chip) => chip.key in placement)}
      onCheck={check}
    >
      <SortBoard
        chips={chips}
        buckets={buckets}
        placement={placement}
        answered={answered}
        poolLabel={t('categorise.items')}
        swipeToBuckets
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
  const placed = state === 'answered' ? chips : state === 'interacted' ? chips.slice(0, 1) : [];
  return Object.fromEntries(placed.map((chip) => [chip.key, chip.home!]));
}
