import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogueTemplate, renderExample } from '../../test/render-example.tsx';

const example = catalogueTemplate('left-or-right').examples[0]!.data as {
  title: string;
  leftLabel: string;
  rightLabel: string;
  statements: { text: string; side: 'Left' | 'Right' }[];
};

function pile(label: string) {
  return within(screen.getByRole('region', { name: label }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('left-or-right renderer', () => {
  it('prompt: the first card between the two categories, nothing sorted', async () => {
    await renderExample('left-or-right', 'prompt');
    expect(screen.getByRole('heading', { name: example.title })).toBeTruthy();
    expect(screen.getByText(example.statements[0]!.text)).toBeTruthy();
    expect(screen.getByRole('button', { name: `Send to ${example.leftLabel}` })).toBeTruthy();
    expect(screen.getByRole('button', { name: `Send to ${example.rightLabel}` })).toBeTruthy();
    expect(pile(example.leftLabel)).toEqual([]);
    expect(screen.getByText('Card 1 of 6')).toBeTruthy();
  });

  it('interacted: the first card sits under its side and the second is up', async () => {
    await renderExample('left-or-right', 'interacted');
    expect(pile(example.leftLabel)).toEqual([example.statements[0]!.text]);
    expect(screen.getByText(example.statements[1]!.text)).toBeTruthy();
  });

  it('sends the card to the side tapped', async () => {
    await renderExample('left-or-right', 'prompt');
    await userEvent.click(screen.getByRole('button', { name: `Send to ${example.rightLabel}` }));
    expect(pile(example.rightLabel)).toEqual([example.statements[0]!.text]);
  });

  it('answered: every statement under its category, and the points', async () => {
    await renderExample('left-or-right', 'answered');
    const sides = { Left: example.leftLabel, Right: example.rightLabel };
    for (const side of ['Left', 'Right'] as const) {
      expect(pile(sides[side])).toEqual(
        example.statements.filter((statement) => statement.side === side).map((statement) => statement.text),
      );
    }
    expect(within(screen.getByRole('status')).getByText('6,000 points')).toBeTruthy();
  });
});
