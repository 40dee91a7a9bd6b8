import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogueTemplate, renderExample } from '../../test/render-example.tsx';

const template = catalogueTemplate('tap-in-order');
const example = template.examples[0]!.data as {
  question: string;
  list: { alt: string }[];
  answer: { correct: string; incorrect: string; takeaway: string };
};
const layers = example.list.map((item) => item.alt);

describe('tap-in-order renderer', () => {
  it('prompt: the question and every picture, none tapped', async () => {
    await renderExample('tap-in-order', 'prompt');
    expect(screen.getByRole('heading', { name: example.question })).toBeTruthy();
    for (const alt of layers) expect(screen.getByRole('button', { name: alt, pressed: false })).toBeTruthy();
  });

  it('interacted: the first picture of the order is tapped', async () => {
    await renderExample('tap-in-order', 'interacted');
    expect(screen.getByRole('button', { name: `${layers[0]}, Tapped 1`, pressed: true })).toBeTruthy();
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(1);
  });

  it('numbers taps in order and takes back a tap and the ones after it', async () => {
    await renderExample('tap-in-order', 'prompt');
    await userEvent.click(screen.getByRole('button', { name: layers[2]! }));
    await userEvent.click(screen.getByRole('button', { name: layers[0]! }));
    expect(screen.getByRole('button', { name: `${layers[0]}, Tapped 2` })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: `${layers[2]}, Tapped 1` }));
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
  });

  it('answered: every picture tapped in its place, with the reinforcement and takeaway', async () => {
    await renderExample('tap-in-order', 'answered');
    for (const [index, alt] of layers.entries())
      expect(screen.getByRole('button', { name: `${alt}, Tapped ${index + 1} (correct answer)` })).toBeTruthy();
    expect(screen.getByText(example.answer.correct)).toBeTruthy();
    expect(screen.getByText(example.answer.takeaway)).toBeTruthy();
  });

  it('with reject, the picture that does not belong is left untapped', async () => {
    const reject = template.examples[1]!.data as { list: { alt: string; correct: boolean }[] };
    await renderExample('tap-in-order', 'answered', { data: reject });
    const odd = reject.list.find((item) => !item.correct)!;
    expect(screen.getByRole('button', { name: odd.alt, pressed: false })).toBeTruthy();
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(reject.list.length - 1);
  });

  it('a tap out of order gets the incorrect reinforcement', async () => {
    await renderExample('tap-in-order', 'prompt');
    for (const alt of [...layers].reverse()) await userEvent.click(screen.getByRole('button', { name: alt }));
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText(example.answer.incorrect)).toBeTruthy();
  });
});
