import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderExample } from '../../test/render-example.tsx';

describe('peer-authoring renderer', () => {
  it('shows the request, the empty wall and the upload button (prompt)', async () => {
    const { container } = await renderExample('peer-authoring', 'prompt');
    expect(screen.getByRole('heading', { name: 'Share a photo of your best shelf display this week' })).toBeTruthy();
    expect(screen.getByText('No displays yet. Yours could be the first!')).toBeTruthy();
    expect(screen.getByText('Upload a photo')).toBeTruthy();
    expect(container.querySelector('input[type="file"]')?.getAttribute('accept')).toBe('image/*,video/*');
  });

  it('has a picture chosen, ready to upload (interacted)', async () => {
    await renderExample('peer-authoring', 'interacted');
    expect(screen.getAllByText('Ready to share').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Upload a photo' })).toBeTruthy();
    expect(screen.queryByText('No displays yet. Yours could be the first!')).toBeNull();
  });

  it('shows the learner’s contribution on the wall (answered)', async () => {
    await renderExample('peer-authoring', 'answered');
    expect(screen.getByText('Your contribution')).toBeTruthy();
    expect(screen.getByText('Your peers’ contributions appear here')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move on' })).toBeTruthy();
  });

  it('uploads the chosen file', async () => {
    const user = userEvent.setup();
    const onResult = vi.fn();
    const { container } = await renderExample('peer-authoring', 'prompt', { mode: 'play', onResult });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['x'], 'shelf.jpg', { type: 'image/jpeg' })] } });
    expect(screen.getByText('shelf.jpg')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Upload a photo' }));
    expect(onResult).toHaveBeenCalledWith({ correct: null, answers: { file: 'shelf.jpg' }, points: 0 });
  });
});
