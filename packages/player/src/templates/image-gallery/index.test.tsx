import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderExample } from '../../test/render-example.tsx';

describe('image-gallery renderer', () => {
  it('shows the title and the first captioned image (prompt)', async () => {
    await renderExample('image-gallery', 'prompt');
    expect(screen.getByRole('heading', { name: 'Our new store layout' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Shop entrance with a seasonal offers stand facing the doors' }).getAttribute('src')).toBe(
      '/examples/images/store-entrance.jpg',
    );
    expect(screen.getByText('Image 1 of 3')).toBeTruthy();
  });

  it('shows the second image mid-way (interacted)', async () => {
    await renderExample('image-gallery', 'interacted');
    expect(screen.getByRole('img', { name: 'A row of self-service tills on the left-hand wall' })).toBeTruthy();
    expect(screen.getByText('Image 2 of 3')).toBeTruthy();
  });

  it('ends on the last image (answered)', async () => {
    await renderExample('image-gallery', 'answered');
    expect(screen.getByText('Click and collect at the back')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next image' }).hasAttribute('disabled')).toBe(true);
  });

  it('steps through the images', async () => {
    const user = userEvent.setup();
    await renderExample('image-gallery', 'prompt');
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByText('Click and collect at the back')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByText('Self-service tills on the left')).toBeTruthy();
  });
});
