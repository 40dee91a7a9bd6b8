import { createSlideEditorState, defaultSlide, slideEditorReducer, type SlideEditorAction, type TemplateModel } from '@slidewise/core';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../../test/with-i18n.tsx';
import { editAction, listOperationAction } from './form-actions.ts';
import { SlideForm } from './SlideForm.tsx';

const model: TemplateModel = [
  { kind: 'string', name: 'title', label: 'Title' },
  {
    kind: 'list',
    name: 'statements',
    label: 'Statements',
    min: 1,
    max: 4,
    item: {
      kind: 'object',
      name: 'statement',
      label: 'Statement',
      fields: [
        { kind: 'uuid', name: 'id', label: 'Id' },
        { kind: 'string', name: 'text', label: 'Text' },
      ],
    },
  },
];

const slide = defaultSlide({
  id: 'slide-1',
  type: 'test',
  data: { title: 'Facts', statements: [{ id: '5b3e8f0e-8a41-4a0e-9a53-5b8c2f3e9d11', text: 'Water is wet' }] },
});

/** The form driving the real slide editor reducer, as the lesson editor wires it. */
async function renderWithReducer() {
  const i18n = await createTestI18n();
  const log: { state?: ReturnType<typeof createSlideEditorState>; dispatch?: (action: SlideEditorAction) => void } = {};
  // biome-ignore lint/correctness/noComponentHookFactories: a test harness made once per test, closing over that test's data; it is never re-created while rendered.
  function Editor() {
    const [state, dispatch] = useReducer(slideEditorReducer, undefined, () => createSlideEditorState({ slides: [slide] }));
    log.state = state;
    log.dispatch = dispatch;
    return (
      <SlideForm
        template={{ type: 'test', model }}
        data={state.slides[state.currentSlideIndex]!.data}
        onEdit={(edit) => dispatch(editAction(edit))}
        onListOperation={(operation) => dispatch(listOperationAction(operation))}
      />
    );
  }
  render(
    <I18nextProvider i18n={i18n}>
      <Editor />
    </I18nextProvider>,
  );
  return { user: userEvent.setup(), log, data: () => log.state!.slides[0]!.data };
}

describe('the form wired to the slide editor reducer', () => {
  it('edits, adds, duplicates (id cleared), swaps and removes, and a burst of typing is one undo step', async () => {
    const { user, log, data } = await renderWithReducer();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), ' 101');
    expect(data().title).toBe('Facts 101');

    await user.click(screen.getByRole('button', { name: 'Add statement' }));
    const added = within(screen.getByRole('group', { name: 'Statement 2' })).getByRole('textbox', { name: 'Text' });
    await user.type(added, 'Fire is hot');
    await user.click(screen.getByRole('button', { name: 'Duplicate Statement 1' }));
    const statements = () => data().statements as { id: string; text: string }[];
    expect(statements().map((statement) => statement.text)).toEqual(['Water is wet', 'Water is wet', 'Fire is hot']);
    expect(statements()[1]!.id).not.toBe(statements()[0]!.id);

    await user.click(screen.getByRole('button', { name: 'Move Statement 3 up' }));
    expect(statements().map((statement) => statement.text)).toEqual(['Water is wet', 'Fire is hot', 'Water is wet']);
    await user.click(screen.getByRole('button', { name: 'Remove Statement 1' }));
    expect(statements().map((statement) => statement.text)).toEqual(['Fire is hot', 'Water is wet']);

    // Undo walks back remove, swap, duplicate, the typed text (one step), the add, then the title (one step).
    const undo = () => act(() => log.dispatch!({ type: 'undo' }));
    for (let step = 0; step < 5; step += 1) undo();
    expect(data().title).toBe('Facts 101');
    expect(statements().map((statement) => statement.text)).toEqual(['Water is wet']);
    undo();
    expect(data().title).toBe('Facts');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveProperty('value', 'Facts');
  });
});
