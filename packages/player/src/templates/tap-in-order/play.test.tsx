import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { playQuiz, withIds } from '../../test/play-quiz.tsx';
import { catalogueTemplate } from '../../test/render-example.tsx';

const template = catalogueTemplate('tap-in-order');
type Data = { list: { id: string; alt: string; correct: boolean }[]; answer: { correct: string; incorrect: string } };
const example = withIds(template.examples[0]!.data, 'list', 'layer-') as Data;

describe('tap-in-order in play', () => {
  it('reports a correct result once for the pictures tapped in order', async () => {
    const { user, results, check } = await playQuiz('tap-in-order', example);
    for (const picture of example.list) await user.click(screen.getByRole('button', { name: picture.alt }));
    await check();
    expect(results).toEqual([{ correct: true, answers: example.list.map((picture) => picture.id), points: 1000 }]);
    expect(screen.getByText(example.answer.correct)).toBeTruthy();
  });

  it('reports an incorrect result for taps out of order', async () => {
    const { user, results, check } = await playQuiz('tap-in-order', example);
    const [first, second, ...rest] = example.list;
    for (const picture of [second!, first!, ...rest]) await user.click(screen.getByRole('button', { name: picture.alt }));
    await check();
    expect(results).toEqual([{ correct: false, answers: [second!.id, first!.id, ...rest.map((picture) => picture.id)], points: 0 }]);
    expect(screen.getByText(example.answer.incorrect)).toBeTruthy();
  });

  it('with reject, tapping the picture that does not belong is incorrect, skipping it correct', async () => {
    const reject = withIds(template.examples[1]!.data, 'list', 'step-') as Data;
    const inOrder = reject.list.filter((picture) => picture.correct);
    const odd = reject.list.find((picture) => !picture.correct)!;
    const skipped = await playQuiz('tap-in-order', reject);
    for (const picture of inOrder) await skipped.user.click(screen.getByRole('button', { name: picture.alt }));
    await skipped.check();
    expect(skipped.results).toEqual([{ correct: true, answers: inOrder.map((picture) => picture.id), points: 1000 }]);
    skipped.unmount();

    const tapped = await playQuiz('tap-in-order', reject);
    for (const picture of [...inOrder, odd]) await tapped.user.click(screen.getByRole('button', { name: picture.alt }));
    await tapped.check();
    expect(tapped.results).toMatchObject([{ correct: false, points: 0 }]);
  });
});
