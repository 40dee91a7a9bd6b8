import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { playQuiz, withIds } from '../../test/play-quiz.tsx';
import { catalogueTemplate } from '../../test/render-example.tsx';

const template = catalogueTemplate('image-multiple-choice');
type Data = { answers: { id: string; alt: string; correct: boolean }[]; answer: { correct: string; incorrect: string } };
const example = withIds(template.examples[0]!.data, 'answers', 'image-') as Data;
const right = example.answers.filter((answer) => answer.correct);
const wrong = example.answers.filter((answer) => !answer.correct);

describe('image-multiple-choice in play', () => {
  it('reports a correct result once for exactly the right images', async () => {
    const { user, results, check } = await playQuiz('image-multiple-choice', example);
    for (const answer of right) await user.click(screen.getByRole('button', { name: answer.alt }));
    await check();
    expect(results).toEqual([{ correct: true, answers: right.map((answer) => answer.id), points: 1000 }]);
    expect(screen.getByText(example.answer.correct)).toBeTruthy();
  });

  it('reports an incorrect result for a wrong image, never selecting more than `selectable`', async () => {
    const { user, results, check } = await playQuiz('image-multiple-choice', example);
    await user.click(screen.getByRole('button', { name: right[0]!.alt }));
    await user.click(screen.getByRole('button', { name: wrong[0]!.alt }));
    // A third pick is refused: the slide asks for two.
    await user.click(screen.getByRole('button', { name: wrong[1]!.alt }));
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(2);
    await check();
    expect(results).toEqual([{ correct: false, answers: [right[0]!.id, wrong[0]!.id], points: 0 }]);
    expect(screen.getByText(example.answer.incorrect)).toBeTruthy();
  });

  it('with reject, picking the image that does not belong is correct', async () => {
    const reject = withIds(template.examples[1]!.data, 'answers', 'image-') as Data;
    const odd = reject.answers.find((answer) => !answer.correct)!;
    const { user, results, check } = await playQuiz('image-multiple-choice', reject);
    await user.click(screen.getByRole('button', { name: odd.alt }));
    await check();
    expect(results).toEqual([{ correct: true, answers: [odd.id], points: 1000 }]);
  });
});
