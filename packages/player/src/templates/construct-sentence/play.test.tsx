import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { playQuiz } from '../../test/play-quiz.tsx';
import { catalogueTemplate } from '../../test/render-example.tsx';

const example = catalogueTemplate('construct-sentence').examples[0]!.data as {
  sentence: string;
  decoys: { text: string }[];
  answer: { correct: string; incorrect: string };
};
const words = example.sentence.split(' ');
const decoy = example.decoys[0]!.text;
const pool = () => within(screen.getByRole('list', { name: 'Words to use' }));

describe('construct-sentence in play', () => {
  it('reports a correct result once for the sentence built without decoys', async () => {
    const { user, results, check } = await playQuiz('construct-sentence');
    for (const word of words) await user.click(pool().getByRole('button', { name: word }));
    await check();
    expect(results).toEqual([{ correct: true, answers: words, points: 1000 }]);
    expect(screen.getByText(example.answer.correct)).toBeTruthy();
  });

  it('reports an incorrect result when a decoy takes a word’s place', async () => {
    const { user, results, check } = await playQuiz('construct-sentence');
    const built = [decoy, ...words.slice(1)];
    for (const word of built) await user.click(pool().getByRole('button', { name: word }));
    await check();
    expect(results).toEqual([{ correct: false, answers: built, points: 0 }]);
    expect(screen.getByText(example.answer.incorrect)).toBeTruthy();
  });
});
