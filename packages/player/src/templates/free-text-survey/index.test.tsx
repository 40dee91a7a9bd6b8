import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderExample } from '../../test/render-example.tsx';

const question = 'Think of a difficult conversation you had with a customer. What would you do differently now?';

describe('free-text-survey renderer', () => {
  it('asks the question with an empty box, its hint and the minimum length (prompt)', async () => {
    await renderExample('free-text-survey', 'prompt');
    const box = screen.getByRole('textbox', { name: question }) as HTMLTextAreaElement;
    expect(box.value).toBe('');
    expect(box.placeholder).toBe('Next time I would…');
    expect(box.maxLength).toBe(500);
    expect(screen.getByText('0 of at least 40 characters')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('disabled')).toBe(true);
  });

  it('has an answer being written (interacted)', async () => {
    await renderExample('free-text-survey', 'interacted');
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).value).toBe('Next time I would');
    expect(screen.getByText('17 of at least 40 characters')).toBeTruthy();
  });

  it('shows the learner’s answer (answered), and others’ when social learning is on', async () => {
    await renderExample('free-text-survey', 'answered');
    expect(screen.getByText(question)).toBeTruthy();
    expect(screen.getByText('Your answer')).toBeTruthy();
    expect(screen.getByText('Next time I would').tagName).toBe('BLOCKQUOTE');
    expect(screen.queryByText('What others said')).toBeNull();
  });

  it('shows where others’ answers go with social learning on', async () => {
    const { data } = await renderExample('free-text-survey', 'answered', {
      data: { question: { id: 'q', content: '<p>Your tip?</p>' }, socialLearning: { enabled: true, maxResponseLength: 200 } },
    });
    expect(data.socialLearning).toBeTruthy();
    expect(screen.getByText('What others said')).toBeTruthy();
    expect(screen.getByText('Example results: learners’ real answers appear here')).toBeTruthy();
  });

  it('submits only once the answer is long enough', async () => {
    const user = userEvent.setup();
    const onResult = vi.fn();
    await renderExample('free-text-survey', 'prompt', { mode: 'play', onResult });
    await user.type(screen.getByRole('textbox'), 'Listen first.');
    expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByRole('textbox'), ' Then repeat back what I heard.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResult).toHaveBeenCalledWith({ correct: null, answers: 'Listen first. Then repeat back what I heard.', points: 0 });
  });
});
