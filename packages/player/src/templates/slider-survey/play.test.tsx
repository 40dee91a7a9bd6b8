import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { derivedExampleData } from '../../test/derived-example.ts';
import { renderExample } from '../../test/render-example.tsx';
import type { SlideResult } from '../renderer.ts';

const data = derivedExampleData('slider-survey');

describe('slider-survey play', () => {
  it('reports the value the learner set, once', async () => {
    const user = userEvent.setup();
    const onResult = vi.fn<(result: SlideResult) => void>();
    await renderExample('slider-survey', 'prompt', { mode: 'play', onResult, data: { ...data, min: 0, max: 10, increment: 1 } });
    const slider = screen.getByRole('slider');
    expect((slider as HTMLInputElement).value).toBe('5');
    fireEvent.change(slider, { target: { value: '8' } });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResult).toHaveBeenCalledOnce();
    expect(onResult).toHaveBeenCalledWith({ correct: null, answers: 8, points: 0 });
    expect(slider.hasAttribute('disabled')).toBe(true);
  });

  it('shows the real average with social learning (the learner included), none without', async () => {
    const user = userEvent.setup();
    const scale = { ...data, min: 0, max: 10, increment: 1, decimals: 0 };
    const { unmount } = await renderExample('slider-survey', 'prompt', {
      mode: 'play',
      data: { ...scale, socialLearning: { enabled: true, maxResponseLength: 200 } },
      othersAnswers: [2, 4, 'junk'],
    });
    fireEvent.change(screen.getByRole('slider'), { target: { value: '9' } });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Average: 5')).toBeTruthy();
    expect(screen.getByText('With the answers of 3 other learners')).toBeTruthy();
    unmount();

    await renderExample('slider-survey', 'prompt', { mode: 'play', data: scale, othersAnswers: [2, 4] });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.queryByText(/^Average/)).toBeNull();
  });
});
