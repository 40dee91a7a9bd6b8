import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SlideResult } from '../templates/renderer.ts';
import { renderExample } from './render-example.tsx';

/**
 * Renders a quiz's catalogue example (or other data) as a learner plays it, collecting every result it
 * reports, with a user to play it and the check button to press.
 */
export async function playQuiz(type: string, data?: Record<string, unknown>) {
  const results: SlideResult[] = [];
  const user = userEvent.setup();
  const view = await renderExample(type, 'prompt', { mode: 'play', data, onResult: (result) => results.push(result) });
  const check = () => user.click(screen.getByRole('button', { name: 'Check' }));
  return { ...view, user, results, check };
}

/** The example's data with each item of `listName` given a distinct id (`<prefix>1`, `<prefix>2`…), so reported ids tell answers apart. */
export function withIds(data: Record<string, unknown>, listName: string, prefix = 'id-'): Record<string, unknown> {
  const items = Array.isArray(data[listName]) ? (data[listName] as Record<string, unknown>[]) : [];
  return { ...data, [listName]: items.map((item, index) => ({ ...item, id: `${prefix}${index + 1}` })) };
}
