import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderExample } from '../../test/render-example.tsx';
import { previewStates } from '../renderer.ts';

describe('exit renderer', () => {
  it.each(previewStates)('shows the end of the lesson with score and stars placeholders (%s)', async (state) => {
    await renderExample('exit', state);
    expect(screen.getByRole('heading', { name: 'Lesson complete' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '0 of 3 stars' })).toBeTruthy();
    expect(screen.getByText('The learner’s score appears here')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move on' })).toBeTruthy();
  });

  it('speaks the lesson’s language', async () => {
    await renderExample('exit', 'prompt', { language: 'es-ES' });
    expect(screen.getByRole('heading', { name: 'Lección completada' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '0 de 3 estrellas' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Seguir' })).toBeTruthy();
  });
});
