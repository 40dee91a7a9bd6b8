import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogueTemplate, renderExample } from '../../test/render-example.tsx';

const example = catalogueTemplate('pie-chart').examples[0]!.data as {
  question: string;
  answer: { value: number; correct: string; incorrect: string; takeaway: string };
};

const share = () => screen.getByRole('slider', { name: 'Your share' }) as HTMLInputElement;

describe('pie-chart renderer', () => {
  it('prompt: the question and an empty pie at 0%, adjustable from 0 to 100 in steps of 1', async () => {
    const { container } = await renderExample('pie-chart', 'prompt');
    expect(screen.getByRole('heading', { name: example.question })).toBeTruthy();
    expect([share().min, share().max, share().step, share().value]).toEqual(['0', '100', '1', '0']);
    expect(share().getAttribute('aria-valuetext')).toBe('0%');
    expect(container.querySelector('.sw-pie__slice')).toBeNull();
  });

  it('interacted: a slice is showing, not yet the answer', async () => {
    const { container } = await renderExample('pie-chart', 'interacted');
    expect(container.querySelector('.sw-pie__slice')).not.toBeNull();
    expect(share().value).not.toBe(String(example.answer.value));
  });

  it('answered: the pie at the answer, with the reinforcement and takeaway', async () => {
    await renderExample('pie-chart', 'answered');
    expect(share().getAttribute('aria-valuetext')).toBe('60%');
    expect(screen.getByText(example.answer.correct)).toBeTruthy();
    expect(screen.getByText(example.answer.takeaway)).toBeTruthy();
  });

  it('a wrong share gets the incorrect reinforcement and the right answer', async () => {
    await renderExample('pie-chart', 'prompt');
    fireEvent.change(share(), { target: { value: '40' } });
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText(example.answer.incorrect)).toBeTruthy();
    expect(screen.getByText('Right answer: 60%')).toBeTruthy();
  });
});
