import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogueTemplate, renderExample } from '../../test/render-example.tsx';

const example = catalogueTemplate('dial').examples[0]!.data as {
  question: string;
  answer: { value: number; correct: string; incorrect: string; takeaway: string };
};

const dial = () => screen.getByRole('slider', { name: 'Dial' });
const labels = (container: HTMLElement) => [...container.querySelectorAll('.sw-dial__label')].map((label) => label.textContent);

describe('dial renderer', () => {
  it('prompt: the question and the dial at its minimum with its four labels', async () => {
    const { container } = await renderExample('dial', 'prompt');
    expect(screen.getByRole('heading', { name: example.question })).toBeTruthy();
    expect(dial().getAttribute('aria-valuenow')).toBe('0');
    expect(dial().getAttribute('aria-valuetext')).toBe('0 °C');
    expect(labels(container)).toEqual(['0 °C', '3 °C', '7 °C', '10 °C']);
  });

  it('interacted: the dial has turned, not onto the answer', async () => {
    await renderExample('dial', 'interacted');
    expect(dial().getAttribute('aria-valuenow')).not.toBe('0');
    expect(dial().getAttribute('aria-valuenow')).not.toBe(String(example.answer.value));
  });

  it('turns with the buttons and the arrow keys', async () => {
    await renderExample('dial', 'prompt');
    await userEvent.click(screen.getByRole('button', { name: 'Turn up' }));
    expect(dial().getAttribute('aria-valuenow')).toBe('1');
    dial().focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{End}{ArrowDown}');
    expect(dial().getAttribute('aria-valuenow')).toBe('9');
  });

  it('answered: the dial on the answer, with the reinforcement and takeaway', async () => {
    await renderExample('dial', 'answered');
    expect(dial().getAttribute('aria-valuetext')).toBe('5 °C');
    expect(screen.getByText(example.answer.correct)).toBeTruthy();
    expect(screen.getByText(example.answer.takeaway)).toBeTruthy();
  });

  it('a wrong value gets the incorrect reinforcement and the right answer', async () => {
    await renderExample('dial', 'prompt');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText(example.answer.incorrect)).toBeTruthy();
    expect(screen.getByText('Right answer: 5 °C')).toBeTruthy();
  });
});
