import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderExample } from '../../test/render-example.tsx';

const answers = ['Watch a video', 'Ask a colleague', 'Read the manual', 'Try it and see'];

describe('multiple-choice-survey renderer', () => {
  it('asks the question with every answer unpicked (prompt)', async () => {
    await renderExample('multiple-choice-survey', 'prompt');
    expect(screen.getByText('When you need to learn a new tool at work, what do you do first?')).toBeTruthy();
    expect(screen.getByText('Pick one answer')).toBeTruthy();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(4);
    for (const answer of answers) expect((screen.getByRole('radio', { name: answer }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('disabled')).toBe(true);
  });

  it('has the first answer picked (interacted)', async () => {
    await renderExample('multiple-choice-survey', 'interacted');
    expect((screen.getByRole('radio', { name: 'Watch a video' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('disabled')).toBe(false);
  });

  it('shows the share of every answer, the learner’s marked, labelled as examples (answered)', async () => {
    await renderExample('multiple-choice-survey', 'answered');
    expect(screen.getByText('Example results: learners’ real answers appear here')).toBeTruthy();
    for (const answer of answers) expect(screen.getByText(answer)).toBeTruthy();
    expect(screen.getByText('Watch a video').textContent).toContain('Your answer');
    const percents = screen.getAllByText(/^\d+%$/).map((element) => Number.parseInt(element.textContent!, 10));
    expect(percents.reduce((sum, percent) => sum + percent, 0)).toBe(100);
    expect(screen.getByRole('button', { name: 'Move on' })).toBeTruthy();
  });

  it('allows up to `selectable` picks', async () => {
    const user = userEvent.setup();
    const data = {
      question: { id: 'q', content: '<p>Which do you use?</p>' },
      answers: [
        { id: 'a1', content: 'Mail' },
        { id: 'a2', content: 'Chat' },
        { id: 'a3', content: 'Phone' },
      ],
      selectable: 2,
    };
    await renderExample('multiple-choice-survey', 'prompt', { data });
    expect(screen.getByText('Pick up to 2 answers')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Mail' }));
    await user.click(screen.getByRole('checkbox', { name: 'Phone' }));
    expect(screen.getByRole('checkbox', { name: 'Chat' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Mail' }));
    expect(screen.getByRole('checkbox', { name: 'Chat' }).hasAttribute('disabled')).toBe(false);
  });

  it('reports a learner’s picks as a result with no right answer, without example figures', async () => {
    const user = userEvent.setup();
    const onResult = vi.fn();
    const data = {
      question: { id: 'q', content: '<p>Tea or coffee?</p>' },
      answers: [
        { id: 'a1', content: 'Tea' },
        { id: 'a2', content: 'Coffee' },
      ],
    };
    await renderExample('multiple-choice-survey', 'prompt', { data, mode: 'play', onResult });
    await user.click(screen.getByRole('radio', { name: 'Coffee' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResult).toHaveBeenCalledWith({ correct: null, answers: ['a2'], points: 0 });
    expect(screen.queryByText(/Example results/)).toBeNull();
    expect(screen.getByText('Coffee')).toBeTruthy();
  });
});
