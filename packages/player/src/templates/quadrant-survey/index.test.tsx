import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderExample } from '../../test/render-example.tsx';

const zones = ['Not urgent, Important', 'Urgent, Important', 'Not urgent, Not important', 'Urgent, Not important'];
const words = ['Answering e-mail', 'Quarterly plan', 'Customer escalation', 'Team one-to-ones'];

describe('quadrant-survey renderer', () => {
  it('asks the question with the four zones and every word to place (prompt)', async () => {
    await renderExample('quadrant-survey', 'prompt');
    expect(screen.getByText('Where would you place each of these tasks this week?')).toBeTruthy();
    for (const zone of zones) expect(screen.getByRole('button', { name: zone }).hasAttribute('disabled')).toBe(true);
    for (const word of words) expect(screen.getByRole('button', { name: new RegExp(word) }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('MAIL')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('disabled')).toBe(true);
  });

  it('has the first word placed and the second picked up (interacted)', async () => {
    await renderExample('quadrant-survey', 'interacted');
    expect(screen.getByRole('button', { name: /Answering e-mail/ }).textContent).toContain('Urgent, Important');
    expect(screen.getByRole('button', { name: /Quarterly plan/ }).getAttribute('aria-pressed')).toBe('true');
    const zone = screen.getByRole('button', { name: 'Urgent, Important' }).parentElement!;
    expect(within(zone).getByText('Answering e-mail')).toBeTruthy();
  });

  it('shows every word placed and where others put them, as examples (answered)', async () => {
    await renderExample('quadrant-survey', 'answered');
    expect(screen.getByText('What others said')).toBeTruthy();
    expect(screen.getByText('Example results: learners’ real answers appear here')).toBeTruthy();
    for (const word of words) expect(screen.getAllByText(word).length).toBeGreaterThan(0);
    expect(screen.getByText(/Most learners put it in Not urgent, Important/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move on' })).toBeTruthy();
  });

  it('names each word in full on the chart, never by its short label', async () => {
    const { container } = await renderExample('quadrant-survey', 'answered');
    const chart = container.querySelector<HTMLElement>('.sw-quadrant')!;
    for (const word of words) expect(within(chart).getByText(word)).toBeTruthy();
    for (const short of ['MAIL', 'PLAN']) expect(within(chart).queryByText(short)).toBeNull();
  });

  it('places words by picking a word then a zone, and reports the placements', async () => {
    const user = userEvent.setup();
    const onResult = vi.fn();
    const data = {
      question: { id: 'q', content: '<p>Place them</p>' },
      zones: [
        { xAxis: 'Low', yAxis: 'High' },
        { xAxis: 'High', yAxis: 'High' },
        { xAxis: 'Low', yAxis: 'Low' },
        { xAxis: 'High', yAxis: 'Low' },
      ],
      words: [
        { id: 'w1', name: 'Alpha', short: 'A' },
        { id: 'w2', name: 'Beta', short: 'B' },
      ],
    };
    await renderExample('quadrant-survey', 'prompt', { data, mode: 'play', onResult });
    await user.click(screen.getByRole('button', { name: /Alpha/ }));
    expect(screen.getByRole('status').textContent).toBe('Now tap the zone where “Alpha” belongs');
    await user.click(screen.getByRole('button', { name: 'Low, Low' }));
    // Placing a word picks none for the learner: the next tap on a word, as the hint says, picks it.
    expect(screen.getByRole('button', { name: /Beta/ }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('Pick a word, then the zone where it belongs');
    await user.click(screen.getByRole('button', { name: /Beta/ }));
    expect(screen.getByRole('button', { name: /Beta/ }).getAttribute('aria-pressed')).toBe('true');
    for (const zone of ['Low, High', 'High, High', 'Low, Low', 'High, Low']) {
      expect(screen.getByRole('button', { name: zone }).hasAttribute('disabled')).toBe(false);
    }
    await user.click(screen.getByRole('button', { name: 'High, High' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResult).toHaveBeenCalledWith({
      correct: null,
      answers: [
        { id: 'w1', zone: 2 },
        { id: 'w2', zone: 1 },
      ],
      points: 0,
    });
  });
});
