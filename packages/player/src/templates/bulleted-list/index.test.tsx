import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderExample } from '../../test/render-example.tsx';
import { previewStates } from '../renderer.ts';

describe('bulleted-list renderer', () => {
  it.each(previewStates)('shows the title and every bullet in order (%s)', async (state) => {
    await renderExample('bulleted-list', state);
    expect(screen.getByRole('heading', { name: 'Before your video call' })).toBeTruthy();
    const bullets = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(bullets).toEqual([
      'Test your camera and microphone',
      'Close tabs and apps you will not need',
      'Sit facing the light, not with it behind you',
      'Have the agenda open in front of you',
    ]);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  it('leaves out the heading without a title and skips null bullets', async () => {
    await renderExample('bulleted-list', 'prompt', { data: { items: ['Only one', null] } });
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
