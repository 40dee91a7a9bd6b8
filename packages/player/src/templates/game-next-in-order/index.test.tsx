import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogueTemplate, renderExample } from '../../test/render-example.tsx';

const example = catalogueTemplate('game-next-in-order').examples[0]!.data as {
  title: string;
  sequence: { alt: string }[];
  imposters: { alt: string }[];
};
const [egg, caterpillar, chrysalis, adult] = example.sequence.map((step) => step.alt);

function shownSteps() {
  return within(screen.getByRole('list', { name: 'The sequence so far' }))
    .getAllByRole('img')
    .map((image) => image.getAttribute('alt') ?? image.getAttribute('aria-label'));
}

describe('game-next-in-order renderer', () => {
  it('prompt: the first step, then the next step among the imposters', async () => {
    await renderExample('game-next-in-order', 'prompt');
    expect(screen.getByRole('heading', { name: example.title })).toBeTruthy();
    expect(shownSteps()).toEqual([egg]);
    expect(screen.getByText('What comes next?')).toBeTruthy();
    expect(screen.getByRole('button', { name: caterpillar })).toBeTruthy();
    for (const imposter of example.imposters) expect(screen.getByRole('button', { name: imposter.alt })).toBeTruthy();
    expect(screen.getByText('1 of 3')).toBeTruthy();
  });

  it('interacted: the first pick is in the sequence and the next round is on offer', async () => {
    await renderExample('game-next-in-order', 'interacted');
    expect(shownSteps()).toEqual([egg, caterpillar]);
    expect(screen.getByRole('button', { name: chrysalis })).toBeTruthy();
    expect(screen.getByText('1,000 points')).toBeTruthy();
  });

  it('extends the sequence only on the right pick', async () => {
    await renderExample('game-next-in-order', 'prompt');
    await userEvent.click(screen.getByRole('button', { name: example.imposters[0]!.alt }));
    expect(shownSteps()).toEqual([egg]);
    await userEvent.click(screen.getByRole('button', { name: caterpillar }));
    expect(shownSteps()).toEqual([egg, caterpillar]);
  });

  it('answered: the whole sequence in order, with the points of every round', async () => {
    await renderExample('game-next-in-order', 'answered');
    expect(shownSteps()).toEqual([egg, caterpillar, chrysalis, adult]);
    expect(within(screen.getByRole('status')).getByText('3,000 points')).toBeTruthy();
  });
});
