import { stableScramble } from '../../ui/play/ordering.ts';
import { QuizFrame } from '../../ui/play/QuizFrame.tsx';
import { TileBuilder, usePlacedTiles, type WordTile } from '../../ui/play/TileBuilder.tsx';
import { useQuizPhase } from '../../ui/play/use-quiz-phase.ts';
import { list, record, text } from '../../ui/read-data.ts';
import type { SlideRendererProps } from '../renderer.ts';

interface ConstructData {
  question: string;
  words: { id: string; text: string }[];
}

/** The answer's words as shuffled tiles; the learner taps them into the right order. */
export default function ConstructRenderer({ slide, data, template, state, mode, onResult, onDone }: SlideRendererProps<ConstructData>) {
  const words: WordTile[] = list(data.words)
    .map((word, index) => ({ key: String(index), text: text(record(word).text) }))
    .filter((tile) => tile.text.trim() !== '');
  const solution = words.map((tile) => tile.text);
  const pool = stableScramble(words, (tile) => `${tile.key}:${tile.text}`);
  const { placed, place, remove } = usePlacedTiles(state, words);
  const { answered, check } = useQuizPhase(state);
  const built = placed.map((key) => words.find((tile) => tile.key === key)?.text ?? '');
  return (
    <QuizFrame
      slide={slide}
      mode={mode}
      onResult={onResult}
      answers={built}
      template={template}
      data={data}
      state={state}
      onDone={onDone}
      question={text(data.question)}
      answered={answered}
      correct={built.length === solution.length && built.every((word, index) => word === solution[index])}
      canCheck={placed.length === words.length && words.length > 0}
      onCheck={check}
    >
      <TileBuilder pool={pool} placed={placed} solution={solution} answered={answered} onPlace={place} onRemove={remove} />
    </QuizFrame>
  );
}
