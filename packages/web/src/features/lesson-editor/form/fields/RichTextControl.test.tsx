import type { TemplateModel } from '@slidewise/core';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSlideForm } from '../test-support.tsx';

const model: TemplateModel = [{ kind: 'html', name: 'content', label: 'Content', required: true, help: 'What the learner reads.' }];

// The editor loads on demand (its own chunk); on a busy machine that can take more than the default second.
const editorOf = async () => screen.findByRole('textbox', { name: 'Content' }, { timeout: 5000 });

describe('an html field', () => {
  it('is a rich-text editor holding the slide’s html, labelled and described', async () => {
    await renderSlideForm(model, { content: '<p>Hello <strong>world</strong></p>' });
    const editor = await editorOf();
    expect(editor.getAttribute('contenteditable')).toBe('true');
    expect(editor.getAttribute('aria-multiline')).toBe('true');
    expect(editor.innerHTML).toContain('<strong>world</strong>');
    const hint = screen.getByText('What the learner reads.');
    expect(editor.getAttribute('aria-describedby')).toContain(hint.id);
  });

  it('has a toolbar of the formats, one tab stop, moved through with the arrow keys', async () => {
    const { user } = await renderSlideForm(model, { content: '<p>Hello</p>' });
    await editorOf();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting of Content' });
    const buttons = screen.getAllByRole('button').filter((button) => toolbar.contains(button));
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Link',
      'Bulleted list',
      'Numbered list',
      'Heading',
      'Subheading',
    ]);
    expect(buttons.filter((button) => button.tabIndex === 0)).toHaveLength(1);
    buttons[0]!.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(buttons[2]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(buttons[8]);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(buttons[0]);
    expect(buttons[0]!.tabIndex).toBe(0);
  });

  it('formats the selection and reports the html as one edit', async () => {
    const { user, edits } = await renderSlideForm(model, { content: '<p>Hello</p>' });
    await editorOf();
    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));
    await waitFor(() => expect(edits.at(-1)?.value).toBe('<ul><li><p>Hello</p></li></ul>'));
    expect(edits.at(-1)?.path).toEqual(['content']);
    expect(screen.getByRole('button', { name: 'Bulleted list' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('follows a change made elsewhere without reporting it back', async () => {
    const { setData, edits } = await renderSlideForm(model, { content: '<p>Hello</p>' });
    const editor = await editorOf();
    act(() => setData({ content: '<p>Undone</p>' }));
    await waitFor(() => expect(editor.textContent).toBe('Undone'));
    expect(edits).toEqual([]);
  });

  it('says an empty required text is missing', async () => {
    await renderSlideForm(model, { content: '' });
    const editor = await editorOf();
    expect(await screen.findByText('Please fill in this field.')).toBeTruthy();
    expect(editor.getAttribute('aria-invalid')).toBe('true');
  });

  it('adds a link through its own address field, refusing script addresses', async () => {
    const { user, edits } = await renderSlideForm(model, { content: '<p>Hello</p>' });
    await editorOf();
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByRole('textbox', { name: 'Link address' });
    await user.type(address, 'javascript:alert(1){Enter}');
    expect(screen.getByText('Use a web address (https://…) or an e-mail link (mailto:…).')).toBeTruthy();
    expect(edits).toEqual([]);
    await user.clear(address);
    await user.type(address, 'example.com');
    await user.click(screen.getByRole('button', { name: 'Apply link' }));
    expect(screen.queryByRole('textbox', { name: 'Link address' })).toBeNull();
  });
});
