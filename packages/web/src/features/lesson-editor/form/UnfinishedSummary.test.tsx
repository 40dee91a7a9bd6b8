import { defaultSlideData, findSlideTemplate, type TemplateModel } from '@slidewise/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSlideForm } from './test-support.tsx';

const model: TemplateModel = [
  { kind: 'text', name: 'question', label: 'Question', required: true, maxLength: 50 },
  {
    kind: 'list',
    name: 'answers',
    label: 'Answers',
    min: 2,
    max: 4,
    item: {
      kind: 'object',
      name: 'answer',
      label: 'Answer',
      fields: [
        { kind: 'string', name: 'text', label: 'Text', required: true },
        { kind: 'boolean', name: 'correct', label: 'Correct' },
      ],
    },
  },
];

const summary = () => screen.queryByTestId('unfinished-summary');

describe('the form of an unfinished slide', () => {
  it('says the slide is saved but not finished, and lists each empty field by its label (an item by its number)', async () => {
    await renderSlideForm(model, {
      question: '',
      answers: [
        { text: 'Yes', correct: true },
        { text: '', correct: false },
      ],
    });
    await waitFor(() => expect(summary()).not.toBeNull());
    const box = within(summary()!);
    expect(box.getByText('Saved, but not finished')).toBeTruthy();
    expect(box.getByText('Fill in these 2 fields before the lesson can be published:')).toBeTruthy();
    expect(box.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Question: Please fill in this field.',
      'Answers 2, Text: Please fill in this field.',
    ]);
  });

  it('goes away once the fields are filled, and lists nothing a save would refuse', async () => {
    const view = await renderSlideForm(model, { question: '', answers: [{ text: 'a' }, { text: 'b' }] });
    await waitFor(() => expect(summary()).not.toBeNull());
    await view.user.type(screen.getByRole('textbox', { name: /Question/ }), 'Why?');
    await waitFor(() => expect(summary()).toBeNull());
    view.setData({ question: 'x'.repeat(60), answers: [{ text: 'a' }, { text: 'b' }] });
    await waitFor(() => expect(view.container.querySelector('.field__error')).not.toBeNull());
    expect(summary()).toBeNull();
  });

  it('speaks Spanish', async () => {
    await renderSlideForm(findSlideTemplate('title')!.model, defaultSlideData(findSlideTemplate('title')!), {
      language: 'es-ES',
      type: 'title',
    });
    await waitFor(() => expect(summary()).not.toBeNull());
    expect(within(summary()!).getByText('Guardada, pero sin terminar')).toBeTruthy();
    expect(within(summary()!).getByText('Completa este campo para poder publicar la lección:')).toBeTruthy();
  });
});
