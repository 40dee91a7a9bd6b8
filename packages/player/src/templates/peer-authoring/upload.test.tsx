import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UploadContribution } from '../../lesson/contribution-upload.tsx';
import { renderExample } from '../../test/render-example.tsx';
import type { SlideResult } from '../renderer.ts';

const stored = { url: '/api/media/0b9f6a52-7d4e-4c1e-9a51-3f0e1d2c3b4a/file', name: 'shelf.jpg', mimeType: 'image/jpeg' };

async function choose(upload: UploadContribution) {
  const user = userEvent.setup();
  const onResult = vi.fn<(result: SlideResult) => void>();
  const view = await renderExample('peer-authoring', 'prompt', { mode: 'play', onResult, uploadContribution: upload });
  const picked = new File(['x'], 'shelf.jpg', { type: 'image/jpeg' });
  fireEvent.change(view.container.querySelector<HTMLInputElement>('input[type="file"]')!, { target: { files: [picked] } });
  return { user, onResult, picked };
}

describe('peer-authoring uploads', () => {
  it('stores the picture and reports where it is kept, so peers see it', async () => {
    const upload = vi.fn<UploadContribution>(async () => stored);
    const { user, onResult, picked } = await choose(upload);
    await user.click(screen.getByRole('button', { name: 'Upload a photo' }));
    await waitFor(() =>
      expect(onResult).toHaveBeenCalledWith({
        correct: null,
        answers: { file: 'shelf.jpg', url: stored.url, mimeType: stored.mimeType },
        points: 0,
      }),
    );
    expect(upload).toHaveBeenCalledWith(picked, 'shelf.jpg');
    expect(screen.getByText('Your contribution')).toBeTruthy();
  });

  it('says why an upload failed and shares nothing until a retry succeeds', async () => {
    const upload = vi.fn<UploadContribution>().mockRejectedValueOnce(new Error('File is too large.')).mockResolvedValueOnce(stored);
    const { user, onResult } = await choose(upload);
    await user.click(screen.getByRole('button', { name: 'Upload a photo' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your file could not be shared: File is too large.');
    expect(onResult).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Upload a photo' }));
    await waitFor(() => expect(onResult).toHaveBeenCalledTimes(1));
  });

  it('shows peers’ pictures and videos on the wall', async () => {
    await renderExample('peer-authoring', 'prompt', {
      mode: 'play',
      othersAnswers: [stored, { file: 'demo.mp4', url: '/api/media/1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f/file', mimeType: 'video/mp4' }],
    });
    expect(screen.getByRole('img', { name: 'Picture from a peer (1)' }).getAttribute('src')).toBe(stored.url);
    expect(document.querySelector('.sw-wall video')?.getAttribute('src')).toBe('/api/media/1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f/file');
  });
});
