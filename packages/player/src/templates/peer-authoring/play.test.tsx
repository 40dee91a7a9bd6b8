import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { derivedExampleData } from '../../test/derived-example.ts';
import { renderExample } from '../../test/render-example.tsx';
import type { SlideResult } from '../renderer.ts';

const data = derivedExampleData('peer-authoring');

describe('peer-authoring play', () => {
  it('shares the chosen file once and puts it on the wall', async () => {
    const user = userEvent.setup();
    const onResult = vi.fn<(result: SlideResult) => void>();
    const { container } = await renderExample('peer-authoring', 'prompt', { mode: 'play', onResult, data });
    expect(screen.getByText('No displays yet. Yours could be the first!')).toBeTruthy();
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['x'], 'shelf.jpg', { type: 'image/jpeg' }));
    // The learner sees the picture they picked before sharing it.
    expect(screen.getByRole('img', { name: 'shelf.jpg' }).getAttribute('src')).toMatch(/^blob:/);
    expect(onResult).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Upload a photo' }));
    expect(onResult).toHaveBeenCalledOnce();
    expect(onResult).toHaveBeenCalledWith({ correct: null, answers: { file: 'shelf.jpg' }, points: 0 });
    expect(screen.getByText('Your contribution')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move on' })).toBeTruthy();
  });

  it('shows peers’ contributions instead of the empty-wall text', async () => {
    await renderExample('peer-authoring', 'prompt', { mode: 'play', data, othersAnswers: [{ text: 'Fruit stand by the door' }] });
    expect(screen.queryByText('No displays yet. Yours could be the first!')).toBeNull();
    expect(screen.getByText('Fruit stand by the door')).toBeTruthy();
  });
});
