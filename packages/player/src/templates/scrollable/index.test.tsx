import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderExample } from '../../test/render-example.tsx';
import { previewStates } from '../renderer.ts';

describe('scrollable renderer', () => {
  it.each(previewStates)('shows the title and the whole rich-text body (%s)', async (state) => {
    const { container } = await renderExample('scrollable', state);
    expect(screen.getByRole('heading', { name: 'Our data protection policy in brief', level: 2 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What you must do', level: 3 })).toBeTruthy();
    expect(screen.getByText('Lock your screen whenever you leave your desk.')).toBeTruthy();
    expect(screen.getByText(/costs our customers their trust/)).toBeTruthy();
    expect(container.querySelector('.sw-slide__body')).not.toBeNull();
  });
});
