import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderExample } from '../../test/render-example.tsx';

const question = 'What is your best tip for calming an angry customer?';

describe('contribution renderer', () => {
  it('asks the question with an empty box and the author’s post button (prompt)', async () => {
    await renderExample('contribution', 'prompt');
    const box = screen.getByRole('textbox', { name: question }) as HTMLTextAreaElement;
    expect(box.value).toBe('');
    expect(box.placeholder).toBe('My tip is…');
    expect(screen.getByRole('button', { name: 'Share my tip' }).hasAttribute('disabled')).toBe(true);
    // The example does not allow images.
    expect(screen.queryByText('Add an image')).toBeNull();
  });

  it('has a contribution being written (interacted)', async () => {
    await renderExample('contribution', 'interacted');
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).value).toBe('My tip is');
    expect(screen.getByRole('button', { name: 'Share my tip' }).hasAttribute('disabled')).toBe(false);
  });

  it('shows the contribution on the wall (answered)', async () => {
    await renderExample('contribution', 'answered');
    expect(screen.getByText(question)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Contributions from your peers' })).toBeTruthy();
    expect(screen.getByText('Your contribution')).toBeTruthy();
    expect(screen.getByText('My tip is')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move on' })).toBeTruthy();
  });

  it('offers an image when allowed and posts the text', async () => {
    const user = userEvent.setup();
    const onResult = vi.fn();
    await renderExample('contribution', 'prompt', {
      data: { question: { id: 'q', content: '<p>Idea?</p>' }, allowImage: true },
      mode: 'play',
      onResult,
    });
    expect(screen.getByText('Add an image')).toBeTruthy();
    await user.type(screen.getByRole('textbox'), 'Smile first');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(onResult).toHaveBeenCalledWith({ correct: null, answers: { text: 'Smile first', image: null }, points: 0 });
    expect(screen.queryByText(/contributions appear here/)).toBeNull();
  });
});
