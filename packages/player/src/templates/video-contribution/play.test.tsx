import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { derivedExampleData } from '../../test/derived-example.ts';
import { renderExample } from '../../test/render-example.tsx';
import type { SlideResult } from '../renderer.ts';

const data = derivedExampleData('video-contribution');

describe('video-contribution play', () => {
  it('keeps the prompt in view while recording and reports once when the learner shares', async () => {
    const user = userEvent.setup();
    const onResult = vi.fn<(result: SlideResult) => void>();
    await renderExample('video-contribution', 'prompt', { mode: 'play', onResult, data, othersAnswers: [] });
    await user.click(screen.getByRole('button', { name: 'Record a video' }));
    expect(screen.getByRole('status').textContent).toContain('Look at the camera and speak as you would to the customer.');
    expect(onResult).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResult).toHaveBeenCalledOnce();
    expect(onResult).toHaveBeenCalledWith({ correct: null, answers: { video: true }, points: 0 });
    expect(screen.getByText('Your video is ready to share')).toBeTruthy();
    expect(screen.getByText('No one else has answered yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move on' })).toBeTruthy();
  });
});
