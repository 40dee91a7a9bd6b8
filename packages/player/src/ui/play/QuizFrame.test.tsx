import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueTemplate, renderExample } from '../../test/render-example.tsx';
import type { SlideResult } from '../../templates/renderer.ts';

// The frame is exercised through a real quiz (construct): the timer, the check and the report are the
// frame's, the answer area the template's.
const example = catalogueTemplate('construct').examples[0]!.data as { words: { text: string }[]; answer: { incorrect: string } };
const firstWord = example.words[0]!.text;

function timed(limit: number, outOfTimePrompt = 'Too slow!') {
  return { ...example, timer: { limit, outOfTimePrompt } };
}

describe('QuizFrame', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('in play, counts the time down and checks what is there when it runs out, reporting once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const results: SlideResult[] = [];
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderExample('construct', 'prompt', { mode: 'play', data: timed(5000), onResult: (result) => results.push(result) });
    await user.click(within(screen.getByRole('list', { name: 'Words to use' })).getByRole('button', { name: firstWord }));
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(Number(screen.getByRole('progressbar', { name: 'Time left' }).getAttribute('aria-valuenow'))).toBeLessThanOrEqual(3);
    expect(results).toEqual([]);
    await act(async () => {
      vi.advanceTimersByTime(3500);
    });
    expect(results).toEqual([{ correct: false, answers: [firstWord], points: 0 }]);
    expect(screen.getByRole('alert').textContent).toBe('Too slow!');
    expect(screen.getByText(example.answer.incorrect)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(10_000);
    });
    expect(results).toHaveLength(1);
  });

  it('in play, a check before the time runs out stops the timer and reports once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const results: SlideResult[] = [];
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderExample('construct', 'prompt', { mode: 'play', data: timed(5000), onResult: (result) => results.push(result) });
    for (const word of example.words)
      await user.click(within(screen.getByRole('list', { name: 'Words to use' })).getByRole('button', { name: word.text }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await act(async () => {
      vi.advanceTimersByTime(10_000);
    });
    expect(results).toEqual([{ correct: true, answers: example.words.map((word) => word.text), points: 1000 }]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the out-of-time message falls back to the player words when the slide has none', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderExample('construct', 'prompt', { mode: 'play', language: 'es-ES', data: timed(1000, '') });
    await act(async () => {
      vi.advanceTimersByTime(1500);
    });
    expect(screen.getByRole('alert').textContent).toBe('¡Se acabó el tiempo!');
  });

  it('in the preview, the timer stays still and a check reports nothing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onResult = vi.fn();
    await renderExample('construct', 'prompt', { data: timed(5000), onResult });
    await act(async () => {
      vi.advanceTimersByTime(8000);
    });
    expect(screen.getByRole('progressbar', { name: 'Time left' }).getAttribute('aria-valuenow')).toBe('5');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onResult).not.toHaveBeenCalled();
  });

  it('in play, the verdict takes the focus after checking', async () => {
    const user = userEvent.setup();
    await renderExample('construct', 'prompt', { mode: 'play' });
    for (const word of example.words)
      await user.click(within(screen.getByRole('list', { name: 'Words to use' })).getByRole('button', { name: word.text }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(document.activeElement?.classList.contains('sw-quiz__outcome')).toBe(true);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Move on');
  });
});
