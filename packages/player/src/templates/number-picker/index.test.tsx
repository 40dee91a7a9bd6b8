import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogueTemplate, renderExample } from '../../test/render-example.tsx';

const template = catalogueTemplate('number-picker');
const example = template.examples[0]!.data as {
  title: string;
  answer: { value: number; correct: string; incorrect: string; takeaway: string };
};

const digits = () =>
  screen
    .getAllByRole('spinbutton')
    .map((wheel) => wheel.getAttribute('aria-valuenow'))
    .join('');
const heading = () => screen.getByRole('heading', { level: 2 }).textContent;

describe('number-picker renderer', () => {
  it('prompt: the title with an empty place where the hashes are, and the wheels at the starting value', async () => {
    await renderExample('number-picker', 'prompt');
    expect(heading()).toMatch(/^An adult human skeleton has \s+ bones\.$/);
    expect(screen.getAllByRole('spinbutton')).toHaveLength(3);
    expect(digits()).toBe('100');
  });

  it('interacted: the first wheel shows the answer’s first digit', async () => {
    await renderExample('number-picker', 'interacted');
    expect(digits()).toBe('200');
    expect(heading()).toBe('An adult human skeleton has 200 bones.');
  });

  it('turns a wheel with its buttons and the arrow keys', async () => {
    await renderExample('number-picker', 'prompt');
    await userEvent.click(screen.getByRole('button', { name: 'Raise digit 3' }));
    expect(digits()).toBe('101');
    screen.getByRole('spinbutton', { name: 'Digit 2' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(digits()).toBe('191');
  });

  it('answered: the number in the title and on the wheels, with the reinforcement and takeaway', async () => {
    await renderExample('number-picker', 'answered');
    expect(heading()).toBe('An adult human skeleton has 206 bones.');
    expect(digits()).toBe('206');
    expect(screen.getByText(example.answer.correct)).toBeTruthy();
    expect(screen.getByText(example.answer.takeaway)).toBeTruthy();
  });

  it('shows the prefix beside the wheels and in the title', async () => {
    await renderExample('number-picker', 'answered', { data: template.examples[1]!.data });
    expect(heading()).toBe('Orders qualify for free delivery from $50.');
    expect(screen.getByText('$', { selector: '.sw-number-picker__unit' })).toBeTruthy();
  });

  it('a wrong number gets the incorrect reinforcement and the right number', async () => {
    await renderExample('number-picker', 'prompt');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText(example.answer.incorrect)).toBeTruthy();
    expect(screen.getByText('Right answer: 206')).toBeTruthy();
  });
});
