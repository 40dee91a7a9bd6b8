import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { advanceGameClock, fakeGameClock } from '../../ui/play/game-fake-clock.ts';
import { catalogueTemplate, renderExample } from '../../test/render-example.tsx';
import type { SlideResult } from '../renderer.ts';

const example = catalogueTemplate('game-true-or-false').examples[0]!.data as {
  readyText: string;
  statements: { text: string; true: boolean }[];
};
const rightVerdicts = example.statements.map((statement) => statement.true);

async function start() {
  const onResult = vi.fn<(result: SlideResult) => void>();
  await renderExample('game-true-or-false', 'prompt', { mode: 'play', onResult });
  await userEvent.click(screen.getByRole('button', { name: 'Start' }));
  // The start button is gone; the first card has the focus.
  await waitFor(() => expect(document.activeElement).toBe(screen.getByText(example.statements[0]!.text).closest('article')));
  return onResult;
}

describe('game-true-or-false in play', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('played right through the buttons: 1000 points a statement, all correct, reported once', async () => {
    const onResult = await start();
    for (const verdict of rightVerdicts) await userEvent.click(screen.getByRole('button', { name: verdict ? 'True' : 'False' }));
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenCalledWith({ correct: true, answers: rightVerdicts, points: 4000 });
    const result = screen.getByRole('status');
    expect(within(result).getByText('4,000 points')).toBeTruthy();
    expect(within(result).getByText('4 of 4 correct')).toBeTruthy();
    expect(within(result).getByRole('img', { name: '1 of 1 stars' })).toBeTruthy();
    expect(document.activeElement).toBe(result);
  });

  it('played with one wrong verdict, by swipe and arrow keys: not correct, that card scores nothing', async () => {
    const onResult = await start();
    const card = () => screen.getByText(example.statements[0]!.text).closest('article')!;
    // A swipe right says true (the first statement is true): right.
    fireEvent.pointerDown(card(), { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(card(), { clientX: 200, pointerId: 1 });
    fireEvent.pointerUp(card(), { clientX: 200, pointerId: 1 });
    // The second statement is false; the right arrow says true: wrong.
    fireEvent.keyDown(screen.getByText(example.statements[1]!.text).closest('article')!, { key: 'ArrowRight' });
    await userEvent.click(screen.getByRole('button', { name: 'True' }));
    await userEvent.click(screen.getByRole('button', { name: 'False' }));
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenCalledWith({ correct: false, answers: [true, true, true, false], points: 3000 });
    expect(within(screen.getByRole('status')).getByText('3 of 4 correct')).toBeTruthy();
    const wrongRow = screen.getByText(example.statements[1]!.text).closest('li')!;
    expect(within(wrongRow).getByText('Not quite')).toBeTruthy();
  });

  it('says at once whether a card was judged right, and what a wrongly judged one is', async () => {
    await start();
    const [first, second] = example.statements as [(typeof example.statements)[0], (typeof example.statements)[0]];
    const card = screen.getByText(first.text).closest('article')!;
    // A swipe left says false.
    fireEvent.pointerDown(card, { clientX: 200, pointerId: 1 });
    fireEvent.pointerUp(card, { clientX: 100, pointerId: 1 });
    const verdict = screen.getByRole('status');
    expect(verdict.textContent).toBe(first.true ? `✕Not quite: “${first.text}” is True` : '✓Right: False');
    await userEvent.click(screen.getByRole('button', { name: second.true ? 'True' : 'False' }));
    expect(screen.getByRole('status').textContent).toBe(`✓Right: ${second.true ? 'True' : 'False'}`);
  });

  it('the clock waits for the ready screen, then ends the game when the 20 s run out', async () => {
    const onResult = vi.fn<(result: SlideResult) => void>();
    await renderExample('game-true-or-false', 'prompt', { mode: 'play', onResult });
    fakeGameClock();
    advanceGameClock(30_000);
    expect(onResult).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await userEvent.click(screen.getByRole('button', { name: 'True' }));
    advanceGameClock(10_000);
    expect(Number(screen.getByRole('progressbar', { name: 'Time left' }).getAttribute('aria-valuenow'))).toBeLessThanOrEqual(10);
    advanceGameClock(10_000);
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenCalledWith({ correct: false, answers: [true], points: 1000 });
    expect(screen.getByText("Time's up!")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'True' })).toBeNull();
  });

  it('speaks the lesson’s language in what the game adds when it ends', async () => {
    await renderExample('game-true-or-false', 'prompt', { mode: 'play', language: 'es-ES' });
    await userEvent.click(screen.getByRole('button', { name: 'Empezar' }));
    for (const verdict of rightVerdicts) await userEvent.click(screen.getByRole('button', { name: verdict ? 'True' : 'False' }));
    const result = screen.getByRole('status');
    expect(within(result).getByText('¡Bien jugado!')).toBeTruthy();
    expect(within(result).getByText('4 de 4 correctas')).toBeTruthy();
  });
});
