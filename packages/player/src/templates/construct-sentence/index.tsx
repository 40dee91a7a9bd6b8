import { stableScramble } from '../../ui/play/ordering.ts';
import { QuizFrame } from '../../ui/play/QuizFrame.tsx';
import { TileBuilder, usePlacedTiles, type WordTile } from '../../ui/play/TileBuilder.tsx';
import { useQuizPhase } from '../../ui/play/use-quiz-phase.ts';
import { list, record, text } from '../../ui/read-data.ts';
import type { SlideRendererProps } from '../renderer.ts';

interface ConstructSentenceData {
  question: string;
  sentence: string;
  decoys: { id: string; text: string }[];
}

/** The sentence's words shuffled with a few decoys; the learner builds the sentence and leaves the decoys. */
export default function ConstructSentenceRenderer({
  slide,
  data,
  template,
  state,
  mode,
  onResult,
  onDone,
}: SlideRendererProps<ConstructSentenceData>) {
  // Each word of the sentence is a tile, punctuation staying with its word.
  const words: WordTile[] = text(data.sentence)
    .split(/\s+/)
    .filter(Boolean)
    .map((word, index) => ({ key: `w${index}`, text: word }));
  const decoys: WordTile[] = list(data.decoys)
    .map((decoy, index) => ({ key: `d${index}`, text: text(record(decoy).text) }))
    .filter((tile) => tile.text.trim() !== '');
  const solution = words.map((tile) => tile.text);
  const all = [...words, ...decoys];
  const pool = stableScramble(all, (tile) => `${tile.key}:${tile.text}`);
  const { placed, place, remove } = usePlacedTiles(state, words);
  const { answered, check } = useQuizPhase(state);
  const built = placed.map((key) => all.find((tile) => tile.key === key)?.text ?? '');
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
      // Compared by text: a decoy spelled like a sentence word is as good as that word.
      correct={built.length === solution.length && built.every((word, index) => word === solution[index])}
      canCheck={placed.length > 0}
      onCheck={check}
    >
      <TileBuilder pool={pool} placed={placed} solution={solution} answered={answered} onPlace={place} onRemove={remove} />
    </QuizFrame>
  );
}
