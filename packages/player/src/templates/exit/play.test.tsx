import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultSlide } from '@slidewise/core';
import { describe, expect, it } from 'vitest';
import { SlidePreview } from '../../SlidePreview.tsx';
import { movesOnByKeyboard, playCallbacks } from '../../test/content-play.ts';
import { renderExample } from '../../test/render-example.tsx';

describe('exit play', () => {
  it('shows the learner’s lesson score and stars, and moves on to the next step', async () => {
    const user = userEvent.setup();
    const callbacks = playCallbacks();
    render(
      <SlidePreview
        slide={defaultSlide({ id: 'end', type: 'exit', data: {} })}
        state="prompt"
        mode="play"
        lessonResult={{ score: 83.4, stars: 2, totalStars: 3 }}
        {...callbacks}
      />,
    );
    expect(await screen.findByText('Lesson complete')).toBeTruthy();
    expect(screen.getByText('83').nextElementSibling?.textContent).toBe('out of 100');
    expect(screen.getByRole('img', { name: '2 of 3 stars' })).toBeTruthy();
    expect(screen.queryByText('The learner’s score appears here')).toBeNull();
    await movesOnByKeyboard(user, 'Move on', callbacks);
  });

  it('counts many stars in words, and shows no placeholder while the result is not known', async () => {
    const { unmount } = render(
      <SlidePreview
        slide={defaultSlide({ id: 'end', type: 'exit', data: {} })}
        state="prompt"
        mode="play"
        lessonResult={{ score: 40, stars: 12, totalStars: 30 }}
      />,
    );
    expect(await screen.findByText('★ 12 of 30 stars')).toBeTruthy();
    unmount();
    await renderExample('exit', 'prompt', { mode: 'play' });
    expect(screen.getByText('Lesson complete')).toBeTruthy();
    expect(screen.queryByText('Your score')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
