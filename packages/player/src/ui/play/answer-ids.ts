import { list, record, text } from '../read-data.ts';

/**
 * How a choice quiz names a chosen answer in its reported result: the answer's id, or its place in the
 * author's list when it has none (old or hand-made data), so a result always says which one was picked.
 */
export function answerId(answers: unknown, index: number): string {
  return text(record(list(answers)[index]).id) || String(index);
}
