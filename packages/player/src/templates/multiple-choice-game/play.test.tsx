import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { advanceGameClock, fakeGameClock } from '../../ui/play/game-fake-clock.ts';
import { catalogueTemplate, renderExample } from '../../test/render-example.tsx';
import { startGame } from '../../test/start-game.ts';
import type { SlideResult } from '../renderer.ts';

const examples = catalogueTemplate('multiple-choice-game').examples;
const example = examples[0]!.data as { answers: { content: string; correct: boolean }[] };
const rightIndex = example.answers.findIndex((answer) => answer.correct);
const wrongIndex = example.answers.findIndex((answer) => !answer.correct);

async function play(data?: Record<string, unknown>) {
  const onResult = vi.fn<(result: SlideResult) => void>();
  await renderExample('multiple-choice-game', 'prompt', { mode: 'play', onResult, data });
  await startGame();
  return onResult;
}

describe('multiple-choice-game in play', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('the right answer at once: 1000 points and the star, reported once', async () => {
    const onResult = await play();
    await userEvent.click(screen.getByRole('button', { name: example.answers[rightIndex]!.content }));
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenCalledWith({ correct: true, answers: [rightIndex], points: 1000 });
    expect(within(screen.getByRole('status')).getByRole('img', { name: '1 of 1 stars' })).toBeTruthy();
    expect((screen.getByRole('button', { name: /Password123!/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a wrong answer: no points, marked, not correct', async () => {
    const onResult = await play();
    await userEvent.click(screen.getByRole('button', { name: example.answers[wrongIndex]!.content }));
    expect(onResult).toHaveBeenCalledWith({ correct: false, answers: [wrongIndex], points: 0 });
    expect(screen.getByRole('button', { name: `${example.answers[wrongIndex]!.content} (not correct)` })).toBeTruthy();
    expect(screen.getByRole('button', { name: `${example.answers[rightIndex]!.content} (correct answer)` })).toBeTruthy();
  });

  it('a slower right answer earns fewer points', async () => {
    fakeGameClock();
    const onResult = await play();
    advanceGameClock(12_500);
    await userEvent.click(screen.getByRole('button', { name: example.answers[rightIndex]!.content }));
    expect(onResult).toHaveBeenCalledWith({ correct: true, answers: [rightIndex], points: 750 });
  });

  it('with two to select, the answer is taken at the second pick', async () => {
    const data = {
      ...examples[0]!.data,
      selectable: 2,
      answers: [
        { id: 'a', content: 'Long', correct: true },
        { id: 'b', content: 'Unique', correct: true },
        { id: 'c', content: 'Your name', correct: false },
      ],
    };
    const onResult = await play(data);
    await userEvent.click(screen.getByRole('button', { name: 'Unique' }));
    expect(onResult).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Long' }));
    expect(onResult).toHaveBeenCalledWith({ correct: true, answers: [1, 0], points: 1000 });
  });

  it('ends with nothing chosen when the time runs out', async () => {
    fakeGameClock();
    const onResult = await play();
    advanceGameClock(20_000);
    expect(onResult).toHaveBeenCalledWith({ correct: false, answers: [], points: 0 });
    expect(screen.getByText("Time's up!")).toBeTruthy();
  });

  it('"all of the above" stays last when the answers are shuffled', async () => {
    await renderExample('multiple-choice-game', 'prompt', { mode: 'play', data: examples[1]!.data });
    await startGame();
    const labels = within(screen.getByRole('list', { name: 'How can germs spread in a workplace?' }))
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(labels.at(-1)).toBe('All of the above');
  });
});
