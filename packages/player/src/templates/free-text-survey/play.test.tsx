import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { derivedExampleData } from '../../test/derived-example.ts';
import { renderExample } from '../../test/render-example.tsx';
import type { SlideResult } from '../renderer.ts';

const data = derivedExampleData('free-text-survey');

describe('free-text-survey play', () => {
  it('reports the trimmed response once, only when it is long enough', async () => {
    const user = userEvent.setup();
    const onResult = vi.fn<(result: SlideResult) => void>();
    await renderExample('free-text-survey', 'prompt', { mode: 'play', onResult, data });
    const box = screen.getByRole('textbox');
    await user.type(box, 'Too short');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResult).not.toHaveBeenCalled();
    await user.type(box, ', so I would listen first and then repeat what I heard.  ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResult).toHaveBeenCalledOnce();
    expect(onResult).toHaveBeenCalledWith({
      correct: null,
      answers: 'Too short, so I would listen first and then repeat what I heard.',
      points: 0,
    });
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('shows what others wrote with social learning, and says so when nobody has', async () => {
    const user = userEvent.setup();
    const social = { ...data, socialLearning: { enabled: true, maxResponseLength: 300 } };
    const { unmount } = await renderExample('free-text-survey', 'prompt', {
      mode: 'play',
      data: social,
      othersAnswers: ['Ask what they need before offering a fix.', '   ', 42],
    });
    await user.type(screen.getByRole('textbox'), 'I would stay calm and summarise their problem back to them.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('What others said')).toBeTruthy();
    expect(screen.getByText('Ask what they need before offering a fix.').tagName).toBe('BLOCKQUOTE');
    expect(screen.queryByText(/Example results/)).toBeNull();
    unmount();

    await renderExample('free-text-survey', 'prompt', { mode: 'play', data: social, othersAnswers: [] });
    await user.type(screen.getByRole('textbox'), 'I would stay calm and summarise their problem back to them.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('No one else has answered yet')).toBeTruthy();
  });
});
