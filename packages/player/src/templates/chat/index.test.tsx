import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogueTemplate, renderExample } from '../../test/render-example.tsx';

const example = catalogueTemplate('chat').examples[0]!.data as {
  question: string;
  contactName: string;
  turns: { message: string; answer: string; incorrectAnswers: { text: string }[] }[];
  answer: { correct: string; incorrect: string; takeaway: string };
};
const [first, second] = example.turns as [(typeof example.turns)[0], (typeof example.turns)[0]];

function replies() {
  return within(screen.getByRole('list', { name: 'Choose your reply' }))
    .getAllByRole('button')
    .map((button) => button.textContent);
}

describe('chat renderer', () => {
  it('prompt: the situation, the contact, their first message and the replies to choose from', async () => {
    await renderExample('chat', 'prompt');
    expect(screen.getByRole('heading', { name: example.question })).toBeTruthy();
    expect(screen.getByRole('region', { name: `Conversation with ${example.contactName}` })).toBeTruthy();
    expect(screen.getByText(first.message)).toBeTruthy();
    expect(screen.queryByText(second.message)).toBeNull();
    expect([...replies()].sort()).toEqual([first.answer, ...first.incorrectAnswers.map((wrong) => wrong.text)].sort());
  });

  it('interacted: the first reply is in the chat and the next message has arrived', async () => {
    await renderExample('chat', 'interacted');
    expect(screen.getByText(first.answer)).toBeTruthy();
    expect(screen.getByText(second.message)).toBeTruthy();
    expect([...replies()].sort()).toEqual([second.answer, ...second.incorrectAnswers.map((wrong) => wrong.text)].sort());
  });

  it('answered: the whole conversation with the right replies, and the reinforcement', async () => {
    await renderExample('chat', 'answered');
    for (const turn of example.turns) {
      expect(screen.getByText(turn.message)).toBeTruthy();
      expect(screen.getByText(turn.answer)).toBeTruthy();
    }
    expect(screen.getByText(example.answer.correct)).toBeTruthy();
    expect(screen.getByText(example.answer.takeaway)).toBeTruthy();
  });

  it('a wrong reply along the way gets the incorrect reinforcement', async () => {
    await renderExample('chat', 'prompt');
    await userEvent.click(screen.getByRole('button', { name: first.incorrectAnswers[0]!.text }));
    await userEvent.click(screen.getByRole('button', { name: second.answer }));
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText(example.answer.incorrect)).toBeTruthy();
  });
});
