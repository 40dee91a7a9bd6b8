import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { movesOnByKeyboard, playCallbacks } from '../../test/content-play.ts';
import { renderExample } from '../../test/render-example.tsx';

describe('table play', () => {
  it('shows the captioned table with its header row, scrollable by keyboard, and moves on', async () => {
    const user = userEvent.setup();
    const callbacks = playCallbacks();
    await renderExample('table', 'prompt', { mode: 'play', ...callbacks });
    const table = screen.getByRole('table', { name: 'Which extinguisher for which fire' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Type', 'Label colour', 'Use on']);
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(screen.getByRole('region', { name: 'Which extinguisher for which fire' }).tabIndex).toBe(0);
    await movesOnByKeyboard(user, 'Continue', callbacks);
  });

  it('leaves a cell empty where the author entered a space, and pads short rows', async () => {
    await renderExample('table', 'prompt', {
      mode: 'play',
      data: {
        rows: [
          ['Day', 'Shift', 'Lead'],
          ['Monday', ' ', 'Ana'],
          ['Tuesday', '   '],
        ],
        style: { header: true },
        caption: 'Rota',
      },
    });
    const cells = screen.getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual(['Monday', '', 'Ana', 'Tuesday', '', '']);
  });
});
