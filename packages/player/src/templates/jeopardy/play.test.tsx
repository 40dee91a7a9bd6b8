import { fireEvent, screen, within } from '@testing-library/react';
import userEventLibrary from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { advanceGameClock, fakeGameClock } from '../../ui/play/game-fake-clock.ts';
import { catalogueTemplate, renderExample } from '../../test/render-example.tsx';
import { startGame } from '../../test/start-game.ts';
import type { SlideResult } from '../renderer.ts';

const template = catalogueTemplate('jeopardy');
const example = template.examples[0]!.data as {
  categories: { title: string; questions: { clue: string; statements: { text: string; true: boolean }[] }[] }[];
};
// The full games run untimed: the clock plays no part in what they check.
const untimed = { ...template.examples[0]!.data, timer: { limit: 20000, disabled: true } };

// Fifteen cells make many clicks: no pause between user-event's steps.
const userEvent = userEventLibrary.setup({ delay: null });

async function play(data?: Record<string, unknown>) {
  const onResult = vi.fn<(result: SlideResult) => void>();
  await renderExample('jeopardy', 'prompt', { mode: 'play', onResult, data });
  // An untimed board has no start gate: nothing to read before a clock.
  if (data !== untimed) await startGame();
  return onResult;
}

/** Opens a cell and judges its statements (`wrong` flips the verdict of the statement at that place). */
async function playCell(category: number, row: number, wrong?: number) {
  const title = example.categories[category]!.title;
  // Label and text queries and plain clicks: with role queries and user-event's full pointer sequence
  // over the whole board, fifteen cells take several seconds.
  fireEvent.click(screen.getByLabelText(`${title}, ${((row + 1) * 200).toLocaleString('en-US')} points`, { selector: 'button' }));
  const statements = example.categories[category]!.questions[row]!.statements;
  for (const [index, statement] of statements.entries()) {
    const verdict = index === wrong ? !statement.true : statement.true;
    const judge = within(screen.getByLabelText(`Statement: ${statement.text}`));
    fireEvent.click(judge.getByText(verdict ? 'True' : 'False'));
  }
  return statements.map((statement, index) => (index === wrong ? !statement.true : statement.true));
}

describe('jeopardy in play', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('every cell judged right: the board’s 9,000 points, correct, reported once', async () => {
    const onResult = await play(untimed);
    const answers = [];
    for (const category of [0, 1, 2]) {
      for (const row of [0, 1, 2, 3, 4]) {
        const verdicts = await playCell(category, row);
        answers.push({ category, row, verdicts });
        if (answers.length < 15) fireEvent.click(screen.getByText('Back to the board'));
      }
    }
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenCalledWith({ correct: true, answers, points: 9000 });
    expect(within(screen.getByRole('status')).getByText('9,000 points')).toBeTruthy();
  }, 20_000);

  it('one of two statements judged wrong earns half the cell; other cells wait until it is judged', async () => {
    const onResult = await play(untimed);
    // The Sun for 1,000 has two statements.
    await userEvent.click(screen.getByRole('button', { name: 'The Sun, 1,000 points' }));
    expect((screen.getByRole('button', { name: 'The Moon, 200 points' }) as HTMLButtonElement).disabled).toBe(true);
    const statements = example.categories[0]!.questions[4]!.statements;
    await userEvent.click(
      within(screen.getByRole('group', { name: `Statement: ${statements[0]!.text}` })).getByRole('button', {
        name: statements[0]!.true ? 'False' : 'True',
      }),
    );
    await userEvent.click(
      within(screen.getByRole('group', { name: `Statement: ${statements[1]!.text}` })).getByRole('button', {
        name: statements[1]!.true ? 'True' : 'False',
      }),
    );
    expect(screen.getByText('500 points', { selector: '.sw-game__score' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Back to the board' }));
    await userEvent.keyboard('{Enter}');
    expect((screen.getByRole('button', { name: 'The Moon, 200 points' }) as HTMLButtonElement).disabled).toBe(false);
    expect(onResult).not.toHaveBeenCalled();
  });

  it('ends when the example’s four minutes run out, with the cells answered so far', async () => {
    fakeGameClock();
    const onResult = await play();
    const verdicts = await playCell(1, 1, 0);
    advanceGameClock(239_000);
    expect(onResult).not.toHaveBeenCalled();
    advanceGameClock(1_000);
    expect(onResult).toHaveBeenCalledWith({ correct: false, answers: [{ category: 1, row: 1, verdicts }], points: 0 });
    expect(screen.getByText("Time's up!")).toBeTruthy();
    expect(screen.queryByRole('heading', { name: example.categories[1]!.questions[1]!.clue })).toBeNull();
  });
});
