import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogueTemplate, renderExample } from '../../test/render-example.tsx';

const example = catalogueTemplate('ratio').examples[0]!.data as {
  question: string;
  bars: { title: string; value: number }[];
  answer: { correct: string; incorrect: string; takeaway: string };
};

const bar = (title: string) => screen.getByRole('slider', { name: new RegExp(`^${title}`) }) as HTMLInputElement;
const values = () => example.bars.map((entry) => Number(bar(entry.title).value));

describe('ratio renderer', () => {
  it('prompt: the question and a bar for each part, sharing the total evenly', async () => {
    await renderExample('ratio', 'prompt');
    expect(screen.getByRole('heading', { name: example.question })).toBeTruthy();
    for (const entry of example.bars) expect(screen.getByText(entry.title)).toBeTruthy();
    expect(values()).toEqual([40, 30, 30]);
    expect(screen.getByText('Total: 100 of 100')).toBeTruthy();
  });

  it('interacted: the first bar is set and the others have made room', async () => {
    await renderExample('ratio', 'interacted');
    expect(values()[0]).toBe(example.bars[0]!.value);
    expect(values().reduce((sum, value) => sum + value, 0)).toBe(100);
  });

  it('raising one bar lowers the others, keeping the total', async () => {
    await renderExample('ratio', 'prompt');
    fireEvent.change(bar(example.bars[1]!.title), { target: { value: '50' } });
    expect(values()[1]).toBe(50);
    expect(values().reduce((sum, value) => sum + value, 0)).toBe(100);
  });

  it('answered: every bar at its value, with the reinforcement and takeaway', async () => {
    await renderExample('ratio', 'answered');
    expect(values()).toEqual(example.bars.map((entry) => entry.value));
    expect(screen.getByText(example.answer.correct)).toBeTruthy();
    expect(screen.getByText(example.answer.takeaway)).toBeTruthy();
  });

  it('wrong shares get the incorrect reinforcement and each bar’s right value', async () => {
    await renderExample('ratio', 'prompt');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText(example.answer.incorrect)).toBeTruthy();
    expect(screen.getByText('Right answer: 50')).toBeTruthy();
  });
});
