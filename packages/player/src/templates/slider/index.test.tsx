import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogueTemplate, renderExample } from '../../test/render-example.tsx';

const example = catalogueTemplate('slider').examples[0]!.data as {
  question: string;
  answer: { value: number; correct: string; incorrect: string; takeaway: string };
};

const slider = () => screen.getByRole('slider', { name: 'Your answer' }) as HTMLInputElement;
const labels = (container: HTMLElement) => [...container.querySelectorAll('.sw-value-slider__labels li')].map((label) => label.textContent);

describe('slider renderer', () => {
  it('prompt: the question, the slider from 0 to 14 at its start, and its three labels', async () => {
    const { container } = await renderExample('slider', 'prompt');
    expect(screen.getByRole('heading', { name: example.question })).toBeTruthy();
    expect([slider().min, slider().max, slider().step, slider().value]).toEqual(['0', '14', '1', '0']);
    expect(labels(container)).toEqual(['0', '7', '14']);
  });

  it('interacted: the slider has moved, not onto the answer', async () => {
    await renderExample('slider', 'interacted');
    expect(slider().value).not.toBe(String(example.answer.value));
    expect(slider().getAttribute('aria-valuetext')).toBe(slider().value);
  });

  it('answered: the slider on the answer, with the reinforcement and takeaway', async () => {
    await renderExample('slider', 'answered');
    expect(slider().value).toBe('7');
    expect(slider().disabled).toBe(true);
    expect(screen.getByText(example.answer.correct)).toBeTruthy();
    expect(screen.getByText(example.answer.takeaway)).toBeTruthy();
  });

  it('a wrong value gets the incorrect reinforcement and the right answer', async () => {
    await renderExample('slider', 'prompt');
    fireEvent.change(slider(), { target: { value: '9' } });
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText(example.answer.incorrect)).toBeTruthy();
    expect(screen.getByText('Right answer: 7')).toBeTruthy();
  });
});
