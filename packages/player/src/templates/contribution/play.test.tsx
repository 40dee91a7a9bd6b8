import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { derivedExampleData } from '../../test/derived-example.ts';
import { renderExample } from '../../test/render-example.tsx';
import type { SlideResult } from '../renderer.ts';

const data = derivedExampleData('contribution');

describe('contribution play', () => {
  it('posts the learner’s tip once and shows it first on the wall, then peers’ tips', async () => {
    const user = userEvent.setup();
    const onResult = vi.fn<(result: SlideResult) => void>();
    await renderExample('contribution', 'prompt', {
      mode: 'play',
      onResult,
      data,
      othersAnswers: [{ text: 'Let them finish before you speak.', image: null }, { text: ' ' }],
    });
    const post = screen.getByRole('button', { name: 'Share my tip' });
    expect(post.hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'What is your best tip for calming an angry customer?' }), '  Say their name.  ');
    await user.click(post);
    expect(onResult).toHaveBeenCalledOnce();
    expect(onResult).toHaveBeenCalledWith({ correct: null, answers: { text: 'Say their name.', image: null }, points: 0 });
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => card.textContent)).toEqual(['Your contributionSay their name.', 'Let them finish before you speak.']);
    expect(screen.getByRole('button', { name: 'Move on' })).toBeTruthy();
  });

  it('says when no peer has contributed yet', async () => {
    const user = userEvent.setup();
    await renderExample('contribution', 'prompt', { mode: 'play', data, othersAnswers: [] });
    await user.type(screen.getByRole('textbox'), 'Breathe.');
    await user.click(screen.getByRole('button', { name: 'Share my tip' }));
    expect(screen.getByText('No one else has answered yet')).toBeTruthy();
  });

  it('posts an added image’s name with the tip and shows the picture on the wall', async () => {
    const user = userEvent.setup();
    const onResult = vi.fn<(result: SlideResult) => void>();
    const { container } = await renderExample('contribution', 'prompt', { mode: 'play', onResult, data: { ...data, allowImage: true } });
    await user.type(screen.getByRole('textbox'), 'A calm corner helps.');
    await user.upload(
      container.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['x'], 'corner.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Share my tip' }));
    expect(onResult).toHaveBeenCalledWith({ correct: null, answers: { text: 'A calm corner helps.', image: 'corner.png' }, points: 0 });
    expect(screen.getByRole('img', { name: 'corner.png' }).getAttribute('src')).toMatch(/^blob:/);
  });
});
