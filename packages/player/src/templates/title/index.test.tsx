import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderExample } from '../../test/render-example.tsx';
import { previewStates } from '../renderer.ts';

describe('title renderer', () => {
  it.each(previewStates)('shows the title, subtitle and start button (%s)', async (state) => {
    await renderExample('title', state);
    expect(screen.getByRole('heading', { name: 'Handling customer complaints' })).toBeTruthy();
    expect(screen.getByText('Five minutes to turn an unhappy customer into a loyal one.')).toBeTruthy();
    expect(screen.getByRole('button', { name: "Let's begin" })).toBeTruthy();
  });

  it('falls back to the template’s doneText without a button text', async () => {
    await renderExample('title', 'prompt', { data: { title: 'Welcome' } });
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });
});
