import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderExample } from '../../test/render-example.tsx';

const questions = ['How many days do I get?', 'Can I carry days over?', 'How do I book leave?'];

describe('expandable-list renderer', () => {
  it('shows every title closed at first (prompt)', async () => {
    await renderExample('expandable-list', 'prompt');
    expect(screen.getByRole('heading', { name: 'Annual leave: your questions', level: 2 })).toBeTruthy();
    for (const question of questions) expect(screen.getByRole('button', { name: question }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('25 days a year, plus public holidays.').closest('[hidden]')).not.toBeNull();
  });

  it('has the first item open mid-way (interacted)', async () => {
    await renderExample('expandable-list', 'interacted');
    expect(screen.getByRole('button', { name: questions[0] }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('25 days a year, plus public holidays.').closest('[hidden]')).toBeNull();
    expect(screen.getByRole('button', { name: questions[1] }).getAttribute('aria-expanded')).toBe('false');
  });

  it('has every item open once read (answered)', async () => {
    await renderExample('expandable-list', 'answered');
    expect(screen.getByText('Request it in the HR portal at least two weeks ahead.').closest('[hidden]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  it('opens and closes an item from its button', async () => {
    const user = userEvent.setup();
    await renderExample('expandable-list', 'prompt');
    const toggle = screen.getByRole('button', { name: questions[1] });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(/Up to 5 unused days/).closest('[hidden]')).toBeNull();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
