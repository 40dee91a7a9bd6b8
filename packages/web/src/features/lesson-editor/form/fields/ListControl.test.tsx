import type { TemplateModel } from '@slidewise/core';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSlideForm } from '../test-support.tsx';

const model: TemplateModel = [
  {
    kind: 'list',
    name: 'answers',
    label: 'Answers',
    min: 2,
    max: 3,
    itemLabel: 'Add answer',
    item: {
      kind: 'object',
      name: 'answer',
      label: 'Answer',
      fields: [
        { kind: 'uuid', name: 'id', label: 'Id' },
        { kind: 'string', name: 'content', label: 'Content', required: true },
        { kind: 'boolean', name: 'correct', label: 'Correct', default: false },
      ],
    },
  },
  { kind: 'list', name: 'words', label: 'Words', min: 0, max: 8, item: { kind: 'string', name: 'word', label: 'Word' } },
];

const answers = [
  { id: '5b3e8f0e-8a41-4a0e-9a53-5b8c2f3e9d11', content: 'Paris', correct: true },
  { id: '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f', content: 'Lyon', correct: false },
];

const answerGroups = () => screen.getAllByRole('group', { name: /^Answer \d$/ });

describe('a list field', () => {
  it('has compact rows: icon buttons named in full, with their shortcuts', async () => {
    await renderSlideForm(model, { answers, words: [] });
    const down = screen.getByRole('button', { name: 'Move Answer 1 down' });
    expect(down.getAttribute('aria-keyshortcuts')).toBe('Alt+ArrowDown');
    expect(down.getAttribute('title')).toBe('Down (Alt+↓)');
    expect(down.textContent).toBe('');
    expect(screen.getByRole('button', { name: 'Duplicate Answer 1' }).getAttribute('aria-keyshortcuts')).toBe('Alt+Shift+ArrowDown');
  });

  it('moves, duplicates and adds items from the keyboard, from inside their boxes', async () => {
    const { user, operations } = await renderSlideForm(model, { answers, words: [] });
    const firstContent = () => within(answerGroups()[0]!).getByRole('textbox', { name: /Content/ });
    await user.click(firstContent());
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(operations.at(-1)).toEqual({ path: ['answers'], operation: 'swap', index: 0, otherIndex: 1 });
    // The moved answer keeps the focus, now second.
    expect(document.activeElement).toBe(within(answerGroups()[1]!).getByRole('textbox', { name: /Content/ }));
    // At the top already: Alt+↑ on the first answer does nothing.
    await user.click(firstContent());
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(operations).toHaveLength(1);
    await user.keyboard('{Alt>}{Shift>}{ArrowDown}{/Shift}{/Alt}');
    expect(operations.at(-1)).toEqual({ path: ['answers'], operation: 'duplicate', index: 0 });
    expect(answerGroups()).toHaveLength(3);
    // The list is full: Enter adds nothing more.
    await user.keyboard('{Enter}');
    expect(operations).toHaveLength(2);
  });

  it('adds a word after the one Enter is pressed in', async () => {
    const { user, operations } = await renderSlideForm(model, { answers, words: ['sun', 'moon'] });
    await user.click(screen.getByRole('textbox', { name: 'Word 1' }));
    await user.keyboard('{Enter}');
    expect(operations.at(-1)).toEqual({ path: ['words'], operation: 'add', index: 1, value: '' });
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Word 2' }));
  });

  it('shows each item as its own group with its position, and how many items the list allows', async () => {
    await renderSlideForm(model, { answers, words: [] });
    expect(answerGroups().map((group) => within(group).getByRole('textbox', { name: /Content/ }))).toHaveLength(2);
    expect(screen.getByText('2 items, 2 to 3 allowed')).toBeTruthy();
    expect(screen.getByText('No words yet.')).toBeTruthy();
  });

  it('adds an item with the model defaults at the end and moves focus into it', async () => {
    const { user, operations, data } = await renderSlideForm(model, { answers, words: [] });
    await user.click(screen.getByRole('button', { name: 'Add answer' }));
    expect(operations).toEqual([
      { path: ['answers'], operation: 'add', index: 2, value: { id: '#GENUUID#', content: '', correct: false } },
    ]);
    expect(answerGroups()).toHaveLength(3);
    expect(document.activeElement).toBe(within(answerGroups()[2]!).getByRole('textbox', { name: /Content/ }));
    expect((data().answers as unknown[]).length).toBe(3);
  });

  it('disables add and duplicate at the maximum and says why', async () => {
    const { user } = await renderSlideForm(model, { answers, words: [] });
    await user.click(screen.getByRole('button', { name: 'Add answer' }));
    const add = screen.getByRole('button', { name: 'Add answer' });
    expect(add).toHaveProperty('disabled', true);
    const reason = screen.getByText('This list holds at most 3 answers.');
    expect(add.getAttribute('aria-describedby')).toBe(reason.id);
    for (const duplicate of screen.getAllByRole('button', { name: /^Duplicate Answer/ })) {
      expect(duplicate).toHaveProperty('disabled', true);
      expect(duplicate.getAttribute('aria-describedby')).toBe(reason.id);
    }
  });

  it('disables remove at the minimum and says why', async () => {
    await renderSlideForm(model, { answers, words: [] });
    const reason = screen.getByText('At least 2 answers are needed, so none can be removed.');
    for (const remove of screen.getAllByRole('button', { name: /^Remove Answer/ })) {
      expect(remove).toHaveProperty('disabled', true);
      expect(remove.getAttribute('aria-describedby')).toBe(reason.id);
    }
  });

  it('moves items up and down by swapping, keeping focus on the moved item', async () => {
    const { user, operations, data } = await renderSlideForm(model, { answers, words: [] });
    expect(screen.getByRole('button', { name: 'Move Answer 1 up' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move Answer 2 down' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Move Answer 2 up' }));
    expect(operations.at(-1)).toEqual({ path: ['answers'], operation: 'swap', index: 1, otherIndex: 0 });
    expect((data().answers as { content: string }[]).map((answer) => answer.content)).toEqual(['Lyon', 'Paris']);
    expect(within(answerGroups()[0]!).getByRole('textbox', { name: /Content/ })).toHaveProperty('value', 'Lyon');
    // At the top "up" is disabled, so focus lands on the item's other move button.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Answer 1 down' }));
    await user.keyboard('{Enter}');
    expect(operations.at(-1)).toEqual({ path: ['answers'], operation: 'swap', index: 0, otherIndex: 1 });
    expect((data().answers as { content: string }[]).map((answer) => answer.content)).toEqual(['Paris', 'Lyon']);
  });

  it('duplicates an item after itself (the copy has no id) and removes one', async () => {
    const { user, operations, data } = await renderSlideForm(model, { answers, words: [] });
    await user.click(screen.getByRole('button', { name: 'Duplicate Answer 1' }));
    expect(operations.at(-1)).toEqual({ path: ['answers'], operation: 'duplicate', index: 0 });
    expect(data().answers).toEqual([answers[0], { ...answers[0], id: '' }, answers[1]]);
    await user.click(screen.getByRole('button', { name: 'Remove Answer 2' }));
    expect(operations.at(-1)).toEqual({ path: ['answers'], operation: 'remove', index: 1 });
    expect(data().answers).toEqual(answers);
  });

  it('edits a field of an item at the item’s path', async () => {
    const { user, edits } = await renderSlideForm(model, { answers, words: [] });
    await user.click(within(answerGroups()[1]!).getByRole('switch', { name: 'Correct' }));
    expect(edits).toEqual([{ path: ['answers', 1, 'correct'], value: true, continues: false }]);
  });

  it('gives a list of single values one labelled control per item', async () => {
    const { user, edits } = await renderSlideForm(model, { answers, words: ['sun', 'moon'] });
    const second = screen.getByRole('textbox', { name: 'Word 2' });
    await user.type(second, 's');
    expect(edits).toEqual([{ path: ['words', 1], value: 'moons', continues: false }]);
    expect(screen.getByRole('button', { name: 'Remove Word 1' })).toHaveProperty('disabled', false);
  });

  it('names the crossed bound of a list that arrives too short or too long', async () => {
    const { setData } = await renderSlideForm(model, { answers: [answers[0]], words: [] });
    expect(await screen.findByText('At least 2 answers')).toBeTruthy();
    act(() => setData({ answers: [...answers, answers[0], answers[1]], words: [] }));
    expect(await screen.findByText('At most 3 answers')).toBeTruthy();
  });

  it('names an item’s missing field inside the item', async () => {
    await renderSlideForm(model, { answers: [answers[0], { ...answers[1], content: '' }], words: [] });
    const message = await within(answerGroups()[1]!).findByText('Please fill in this field.');
    expect(within(answerGroups()[0]!).queryByText('Please fill in this field.')).toBeNull();
    expect(message).toBeTruthy();
  });

  it('speaks Spanish', async () => {
    await renderSlideForm(model, { answers: [answers[0]], words: [] }, { language: 'es-ES' });
    expect(screen.getByRole('button', { name: 'Añadir answer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Subir Answer 1' })).toBeTruthy();
    expect(await screen.findByText('Al menos 2 answers')).toBeTruthy();
  });
});
