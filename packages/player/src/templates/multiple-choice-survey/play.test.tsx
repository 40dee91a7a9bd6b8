import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { derivedExampleData } from '../../test/derived-example.ts';
import { renderExample } from '../../test/render-example.tsx';
import type { SlideResult } from '../renderer.ts';

const data = derivedExampleData('multiple-choice-survey');
const answerIds = (data.answers as { id: string }[]).map((answer) => answer.id);

describe('multiple-choice-survey play', () => {
  it('reports the picked answer id once on submit, with no right or wrong', async () => {
    const user = userEvent.setup();
    const onResult = vi.fn<(result: SlideResult) => void>();
    await renderExample('multiple-choice-survey', 'prompt', { mode: 'play', onResult, data });
    expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Watch a video' }));
    // Changing one's mind before submitting reports only the final pick.
    await user.click(screen.getByRole('radio', { name: 'Ask a colleague' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResult).toHaveBeenCalledOnce();
    expect(onResult).toHaveBeenCalledWith({ correct: null, answers: [answerIds[1]], points: 0 });
    expect(screen.getByRole('button', { name: 'Move on' })).toBeTruthy();
  });

  it('shows the real share of each answer with social learning, counting the learner too', async () => {
    const user = userEvent.setup();
    const others = [[answerIds[0]], [answerIds[0]], [answerIds[3]]];
    await renderExample('multiple-choice-survey', 'prompt', {
      mode: 'play',
      data: { ...data, socialLearning: { enabled: true, maxResponseLength: 200 } },
      othersAnswers: others,
    });
    await user.click(screen.getByRole('radio', { name: 'Read the manual' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('With the answers of 3 other learners')).toBeTruthy();
    // 2 of 4 watched a video, the learner read the manual, 1 tried it.
    expect(screen.getByText('50%')).toBeTruthy();
    expect(screen.getAllByText('25%')).toHaveLength(2);
    expect(screen.getByText('0%')).toBeTruthy();
    expect(screen.queryByText(/Example results/)).toBeNull();
  });

  it('shows only the learner’s own answer without social learning', async () => {
    const user = userEvent.setup();
    await renderExample('multiple-choice-survey', 'prompt', { mode: 'play', data, othersAnswers: [[answerIds[0]]] });
    await user.click(screen.getByRole('radio', { name: 'Try it and see' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Try it and see')).toBeTruthy();
    expect(screen.queryByText('Watch a video')).toBeNull();
    expect(screen.queryByText(/%$/)).toBeNull();
  });
});
