import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { derivedExampleData } from '../../test/derived-example.ts';
import { renderExample } from '../../test/render-example.tsx';
import type { SlideResult } from '../renderer.ts';

const data = derivedExampleData('quadrant-survey');
const wordIds = (data.words as { id: string }[]).map((word) => word.id);

const wordNames = (data.words as { name: string }[]).map((word) => word.name);

/** Picks each word, then taps its zone, as the hint asks. */
async function placeAll(user: ReturnType<typeof userEvent.setup>, zones: string[]) {
  for (const [index, zone] of zones.entries()) {
    await user.click(screen.getByRole('button', { name: wordNames[index] }));
    await user.click(screen.getByRole('button', { name: zone }));
  }
}

describe('quadrant-survey play', () => {
  it('reports where the learner put every word, once, after all are placed', async () => {
    const user = userEvent.setup();
    const onResult = vi.fn<(result: SlideResult) => void>();
    await renderExample('quadrant-survey', 'prompt', { mode: 'play', onResult, data });
    expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('disabled')).toBe(true);
    await placeAll(user, ['Urgent, Not important', 'Not urgent, Important', 'Urgent, Important', 'Not urgent, Important']);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResult).toHaveBeenCalledOnce();
    expect(onResult).toHaveBeenCalledWith({
      correct: null,
      answers: [
        { id: wordIds[0], zone: 3 },
        { id: wordIds[1], zone: 0 },
        { id: wordIds[2], zone: 1 },
        { id: wordIds[3], zone: 0 },
      ],
      points: 0,
    });
  });

  it('shows where most learners put each word with social learning', async () => {
    const user = userEvent.setup();
    const others = [
      [
        { id: wordIds[0], zone: 2 },
        { id: wordIds[1], zone: 0 },
      ],
      [{ id: wordIds[0], zone: 2 }],
    ];
    await renderExample('quadrant-survey', 'prompt', {
      mode: 'play',
      data: { ...data, socialLearning: { enabled: true, maxResponseLength: 200 } },
      othersAnswers: others,
    });
    await placeAll(user, ['Urgent, Not important', 'Not urgent, Important', 'Urgent, Important', 'Not urgent, Important']);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('What others said')).toBeTruthy();
    const summary = (word: string) => screen.getByText(word, { selector: 'strong' }).closest('li')?.textContent;
    // Others put e-mail in zone 2 twice against the learner's once in zone 3.
    expect(summary('Answering e-mail')).toBe('Answering e-mail: Most learners put it in Not urgent, Not important');
    expect(summary('Quarterly plan')).toBe('Quarterly plan: Most learners put it in Not urgent, Important');
  });

  it('shows no summary of others without social learning', async () => {
    const user = userEvent.setup();
    await renderExample('quadrant-survey', 'prompt', { mode: 'play', data, othersAnswers: [] });
    await placeAll(user, ['Urgent, Not important', 'Urgent, Not important', 'Urgent, Not important', 'Urgent, Not important']);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.queryByText('What others said')).toBeNull();
  });
});
