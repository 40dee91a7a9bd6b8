import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogueTemplate, renderExample } from '../../test/render-example.tsx';

const example = catalogueTemplate('game-true-or-false').examples[0]!.data as {
  title: string;
  readyText: string;
  statements: { text: string; true: boolean }[];
};

describe('game-true-or-false renderer', () => {
  it('prompt: the ready screen over the first statement, whose buttons wait for Start', async () => {
    await renderExample('game-true-or-false', 'prompt');
    expect(screen.getByRole('heading', { name: example.title })).toBeTruthy();
    expect(screen.getByText(example.readyText)).toBeTruthy();
    expect(screen.getByText(example.statements[0]!.text)).toBeTruthy();
    expect(screen.queryByText(example.statements[1]!.text)).toBeNull();
    expect(screen.getByText('Statement 1 of 4')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'True' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('starts from the ready screen and moves to the next card on an answer', async () => {
    await renderExample('game-true-or-false', 'prompt');
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.queryByText(example.readyText)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'True' }));
    expect(screen.getByText(example.statements[1]!.text)).toBeTruthy();
  });

  it('interacted: the first card is answered, the second is on top, with the first card’s points', async () => {
    await renderExample('game-true-or-false', 'interacted');
    expect(screen.getByText(example.statements[1]!.text)).toBeTruthy();
    expect(screen.queryByText(example.readyText)).toBeNull();
    expect(screen.getByText('Statement 2 of 4')).toBeTruthy();
    expect(screen.getByText('1,000 points')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'False' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('answered: every statement with its verdict, the points and stars', async () => {
    await renderExample('game-true-or-false', 'answered');
    for (const statement of example.statements) {
      const row = screen.getByText(statement.text).closest('li')!;
      expect(within(row).getByText(statement.true ? 'True' : 'False')).toBeTruthy();
    }
    const result = screen.getByRole('status');
    expect(within(result).getByText('4,000 points')).toBeTruthy();
    expect(within(result).getByText('4 of 4 correct')).toBeTruthy();
    expect(within(result).getByRole('img', { name: '1 of 1 stars' })).toBeTruthy();
  });

  it('speaks Spanish in the words it adds', async () => {
    await renderExample('game-true-or-false', 'prompt', { language: 'es-ES' });
    expect(screen.getByRole('button', { name: 'Empezar' })).toBeTruthy();
    expect(screen.getByText('Afirmación 1 de 4')).toBeTruthy();
  });
});
