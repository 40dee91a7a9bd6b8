import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderExample } from '../../test/render-example.tsx';
import { previewStates } from '../renderer.ts';

describe('table renderer', () => {
  it.each(previewStates)('shows the caption, the header row and every cell (%s)', async (state) => {
    await renderExample('table', state);
    const table = screen.getByRole('table', { name: 'Which extinguisher for which fire' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Type', 'Label colour', 'Use on']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(
      within(rows[4]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Wet chemical', 'Yellow', 'Cooking oil and fat']);
    expect(table.classList.contains('sw-table--full-width')).toBe(true);
  });

  it('keeps a space as an empty cell, pads short rows and has no header when the style says so', async () => {
    await renderExample('table', 'prompt', {
      data: { rows: [['A', ' ', 'C'], ['D']], style: { header: false, condensed: true, 'full-width': false } },
    });
    const table = screen.getByRole('table');
    expect(within(table).queryAllByRole('columnheader')).toHaveLength(0);
    const cells = within(table).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['A', '', 'C', 'D', '', '']);
    expect(table.classList.contains('sw-table--condensed')).toBe(true);
  });
});
