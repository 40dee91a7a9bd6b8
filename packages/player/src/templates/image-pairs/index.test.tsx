import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogueTemplate, renderExample } from '../../test/render-example.tsx';

const example = catalogueTemplate('image-pairs').examples[0]!.data as {
  question: string;
  groups: { images: { alt: string }[] }[];
  answer: { correct: string; incorrect: string; takeaway: string };
};
const alts = example.groups.flatMap((group) => group.images.map((image) => image.alt));
const [cow, calf] = example.groups[0]!.images.map((image) => image.alt) as [string, string];
const [frog] = example.groups[1]!.images.map((image) => image.alt) as [string, string];

describe('image-pairs renderer', () => {
  it('prompt: the question and every picture, none paired', async () => {
    await renderExample('image-pairs', 'prompt');
    expect(screen.getByRole('heading', { name: example.question })).toBeTruthy();
    for (const alt of alts) expect(screen.getByRole('button', { name: alt })).toBeTruthy();
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
  });

  it('interacted: the first pair is made', async () => {
    await renderExample('image-pairs', 'interacted');
    expect(screen.getByRole('button', { name: `${cow}, Pair 1` })).toBeTruthy();
    expect(screen.getByRole('button', { name: `${calf}, Pair 1` })).toBeTruthy();
  });

  it('pairs two tapped pictures and undoes a pair when one is tapped again', async () => {
    await renderExample('image-pairs', 'prompt');
    await userEvent.click(screen.getByRole('button', { name: frog }));
    await userEvent.click(screen.getByRole('button', { name: cow }));
    expect(screen.getByRole('button', { name: `${frog}, Pair 1` })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: `${cow}, Pair 1` }));
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
  });

  it('answered: every pair made and marked, with the reinforcement and takeaway', async () => {
    await renderExample('image-pairs', 'answered');
    for (const [index, group] of example.groups.entries()) {
      for (const image of group.images)
        expect(screen.getByRole('button', { name: `${image.alt}, Pair ${index + 1} (correct answer)` })).toBeTruthy();
    }
    expect(screen.getByText(example.answer.correct)).toBeTruthy();
    expect(screen.getByText(example.answer.takeaway)).toBeTruthy();
  });

  it('a wrong pair gets the incorrect reinforcement', async () => {
    await renderExample('image-pairs', 'prompt');
    const rest = alts.filter((alt) => alt !== cow && alt !== frog);
    for (const [left, right] of [
      [cow, frog],
      [rest[0]!, rest[1]!],
      [rest[2]!, rest[3]!],
    ]) {
      await userEvent.click(screen.getByRole('button', { name: left }));
      await userEvent.click(screen.getByRole('button', { name: right }));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText(example.answer.incorrect)).toBeTruthy();
  });
});
