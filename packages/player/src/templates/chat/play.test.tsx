import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { playQuiz } from '../../test/play-quiz.tsx';
import { catalogueTemplate } from '../../test/render-example.tsx';

const example = catalogueTemplate('chat').examples[0]!.data as {
  turns: { message: string; answer: string; incorrectAnswers: { text: string }[] }[];
  answer: { correct: string; incorrect: string };
};
const replies = () => within(screen.getByRole('list', { name: 'Choose your reply' }));

describe('chat in play', () => {
  it('reports a correct result once when every reply is the right one', async () => {
    const { user, results, check } = await playQuiz('chat');
    for (const turn of example.turns) {
      expect(screen.getByText(turn.message)).toBeTruthy();
      await user.click(replies().getByRole('button', { name: turn.answer }));
    }
    await check();
    expect(results).toEqual([{ correct: true, answers: example.turns.map((turn) => turn.answer), points: 1000 }]);
    expect(screen.getByText(example.answer.correct)).toBeTruthy();
  });

  it('reports an incorrect result when one reply is wrong, checking only once the chat is over', async () => {
    const { user, results, check } = await playQuiz('chat');
    const [first, second] = example.turns as [(typeof example.turns)[0], (typeof example.turns)[0]];
    await user.click(replies().getByRole('button', { name: first.incorrectAnswers[0]!.text }));
    expect((screen.getByRole('button', { name: 'Check' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(replies().getByRole('button', { name: second.answer }));
    await check();
    expect(results).toEqual([{ correct: false, answers: [first.incorrectAnswers[0]!.text, second.answer], points: 0 }]);
    expect(screen.getByText(example.answer.incorrect)).toBeTruthy();
  });
});
