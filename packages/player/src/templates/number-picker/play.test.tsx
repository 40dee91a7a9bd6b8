import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { playQuiz } from '../../test/play-quiz.tsx';
import { catalogueTemplate } from '../../test/render-example.tsx';

// Bones of the body: three wheels starting at 100, the answer 206, "###" in the title.
const example = catalogueTemplate('number-picker').examples[0]!.data as { answer: { value: number; correct: string; incorrect: string } };

describe('number-picker in play', () => {
  it('reports a correct result once for the answer set on the wheels by keyboard, shown in the title', async () => {
    const { user, results, check } = await playQuiz('number-picker');
    screen.getByRole('spinbutton', { name: 'Digit 1' }).focus();
    await user.keyboard('{ArrowUp}');
    screen.getByRole('spinbutton', { name: 'Digit 3' }).focus();
    await user.keyboard('{ArrowUp>6/}');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('An adult human skeleton has 206 bones.');
    await check();
    expect(results).toEqual([{ correct: true, answers: example.answer.value, points: 1000 }]);
    expect(screen.getByText(example.answer.correct)).toBeTruthy();
  });

  it('reports an incorrect result with the number on the wheels, turned with the buttons', async () => {
    const { user, results, check } = await playQuiz('number-picker');
    await user.click(screen.getByRole('button', { name: 'Raise digit 1' }));
    await check();
    expect(results).toEqual([{ correct: false, answers: 200, points: 0 }]);
    expect(screen.getByText(example.answer.incorrect)).toBeTruthy();
    expect(screen.getByText('Right answer: 206')).toBeTruthy();
  });
});
