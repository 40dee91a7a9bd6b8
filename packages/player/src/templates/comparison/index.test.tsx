import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderExample } from '../../test/render-example.tsx';
import { previewStates } from '../renderer.ts';

describe('comparison renderer', () => {
  it.each(previewStates)('shows both items side by side with their titles, images and descriptions (%s)', async (state) => {
    const { container } = await renderExample('comparison', state);
    expect(screen.getByRole('heading', { name: 'Open or closed question?', level: 2 })).toBeTruthy();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { name: 'Open' })).toBeTruthy();
    expect(within(items[0]!).getByText(/Invites the customer to explain/)).toBeTruthy();
    expect(within(items[1]!).getByRole('heading', { name: 'Closed' })).toBeTruthy();
    expect(within(items[1]!).getByText(/Confirms one fact/)).toBeTruthy();
    const images = [...container.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(images).toEqual(['/examples/images/open-question.jpg', '/examples/images/closed-question.jpg']);
  });
});
