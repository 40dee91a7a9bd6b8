// Issue 11, "Scores and stars must match the answers": the seen cases, played and previewed as a
// learner and an author see them.
import { answersDisagree } from '@slidewise/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueTemplate, renderExample } from '../../test/render-example.tsx';
import { startGame } from '../../test/start-game.ts';
import type { SlideResult } from '../../templates/renderer.ts';
import { advanceGameClock, fakeGameClock } from './game-fake-clock.ts';

const multipleChoice = catalogueTemplate('multiple-choice-game').examples[0]!.data as {
  answers: { content: string; correct: boolean }[];
};
const rightAnswer = multipleChoice.answers.find((answer) => answer.correct)!.content;
const wrongAnswer = multipleChoice.answers.find((answer) => !answer.correct)!.content;
const trueOrFalse = catalogueTemplate('game-true-or-false').examples[0]!.data;
const twoStatements = {
  ...trueOrFalse,
  statements: [
    { text: 'Water is wet', true: true },
    { text: 'Fire is cold', true: false },
  ],
};

const result = () => screen.getByRole('status');

describe('a game result follows the answers', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a right multiple-choice game answer after the grace time keeps fewer points and still earns the star', async () => {
    fakeGameClock();
    const onResult = vi.fn<(result: SlideResult) => void>();
    const { slide } = await renderExample('multiple-choice-game', 'prompt', { mode: 'play', onResult });
    await startGame();
    // 5.5 s of 20: the "983 points and no star" of the issue.
    advanceGameClock(5_500);
    await userEvent.click(screen.getByRole('button', { name: rightAnswer }));
    // The server checks the report against the answers with the same rule, and accepts it.
    expect(answersDisagree(slide, onResult.mock.calls[0]![0])).toBeNull();
    expect(within(result()).getByText('983 points')).toBeTruthy();
    expect(within(result()).getByRole('img', { name: '1 of 1 stars' })).toBeTruthy();
    expect(within(result()).getByText('Well played!')).toBeTruthy();
  });

  it('a wrong answer says "Not quite…", in English and in Spanish', async () => {
    await renderExample('multiple-choice-game', 'prompt', { mode: 'play' });
    await startGame();
    await userEvent.click(screen.getByRole('button', { name: wrongAnswer }));
    expect(within(result()).getByText('Not quite…')).toBeTruthy();
    expect(within(result()).queryByText('Well played!')).toBeNull();
    expect(within(result()).getByRole('img', { name: '0 of 1 stars' })).toBeTruthy();
  });

  it('a wrong answer in a Spanish lesson says "No exactamente…"', async () => {
    await renderExample('multiple-choice-game', 'prompt', { mode: 'play', language: 'es-ES' });
    await startGame();
    await userEvent.click(screen.getByRole('button', { name: wrongAnswer }));
    expect(within(result()).getByText('No exactamente…')).toBeTruthy();
  });

  it('true or false with one of two statements wrong: 1,000 points, no star, and words that say so', async () => {
    const onResult = vi.fn<(result: SlideResult) => void>();
    const { slide } = await renderExample('game-true-or-false', 'prompt', { mode: 'play', data: twoStatements, onResult });
    await startGame();
    await waitFor(() => expect(screen.getByRole('button', { name: 'True' })).toBeTruthy());
    await userEvent.click(screen.getByRole('button', { name: 'True' }));
    await userEvent.click(screen.getByRole('button', { name: 'True' }));
    expect(onResult).toHaveBeenCalledWith({ correct: false, answers: [true, true], points: 1000 });
    expect(answersDisagree(slide, onResult.mock.calls[0]![0])).toBeNull();
    expect(within(result()).getByText('1,000 points')).toBeTruthy();
    expect(within(result()).getByRole('img', { name: '0 of 1 stars' })).toBeTruthy();
    expect(within(result()).getByText('Good try: some of it was right')).toBeTruthy();
  });
});

describe("the editor's 'Answered' preview follows the content", () => {
  it('a multiple-choice game with no answer marked right shows no points and no star', async () => {
    const data = { ...multipleChoice, answers: multipleChoice.answers.map((answer) => ({ ...answer, correct: false })) };
    await renderExample('multiple-choice-game', 'answered', { data });
    expect(within(result()).getByText('0 points')).toBeTruthy();
    expect(within(result()).getByRole('img', { name: '0 of 1 stars' })).toBeTruthy();
    expect(within(result()).getByText('Not quite…')).toBeTruthy();
  });

  it('a game shows its own points and star count: two statements, three stars', async () => {
    await renderExample('game-true-or-false', 'answered', { data: { ...twoStatements, challenge_configuration: { nb_stars: 3 } } });
    expect(within(result()).getByText('2,000 points')).toBeTruthy();
    expect(within(result()).getByRole('img', { name: '3 of 3 stars' })).toBeTruthy();
  });

  it('a game set to give no stars shows none', async () => {
    await renderExample('game-true-or-false', 'answered', { data: { ...twoStatements, challenge_configuration: { nb_stars: 0 } } });
    expect(within(result()).getByRole('img', { name: '0 of 0 stars' })).toBeTruthy();
  });
});
