import type { TemplateModel } from '@slidewise/core';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSlideForm } from '../test-support.tsx';

const model: TemplateModel = [
  { kind: 'string', name: 'title', label: 'Title', required: true, maxLength: 20 },
  { kind: 'text', name: 'caption', label: 'Caption', help: 'Under the image.' },
  { kind: 'int', name: 'digits', label: 'Digits', min: 1, max: 4, default: 2 },
  { kind: 'number', name: 'increment', label: 'Increment', min: 0 },
  { kind: 'boolean', name: 'randomize', label: 'Randomise answers', default: true },
  { kind: 'select', name: 'direction', label: 'Direction', options: ['Left', 'Right'] },
  { kind: 'string', name: 'url', label: 'Page address', format: 'web-address' },
  { kind: 'string', name: 'buttonText', label: 'Button text', default: 'Start' },
  { kind: 'uuid', name: 'id', label: 'Id' },
  { kind: 'string', name: 'secret', label: 'Secret', hidden: true },
  {
    kind: 'object',
    name: 'timer',
    label: 'Timer',
    fields: [{ kind: 'int', name: 'limit', label: 'Time limit (seconds)', unit: 'milliseconds', min: 1, noneValue: -1, default: -1 }],
  },
];

const data = {
  title: 'Fractions',
  caption: '',
  digits: 2,
  increment: 0.5,
  randomize: true,
  direction: 'Left',
  id: '#GENUUID#',
  secret: 's',
  timer: { limit: -1 },
};

describe('the slide form, field by field', () => {
  it('string → an input; typing reports each change at its path, the first one starting a new step', async () => {
    const { user, edits, data: current } = await renderSlideForm(model, data);
    const title = screen.getByRole('textbox', { name: /^Title/ });
    expect(title).toHaveProperty('value', 'Fractions');
    await user.type(title, '!?');
    expect(edits).toEqual([
      { path: ['title'], value: 'Fractions!', continues: false },
      { path: ['title'], value: 'Fractions!?', continues: true },
    ]);
    expect(current().title).toBe('Fractions!?');
    // Leaving the field ends the burst: the next change is a new undo step.
    await user.tab();
    await user.type(title, '.');
    expect(edits.at(-1)).toEqual({ path: ['title'], value: 'Fractions!?.', continues: false });
  });

  it('text → a textarea with its hint', async () => {
    const { user, edits } = await renderSlideForm(model, data);
    const caption = screen.getByRole('textbox', { name: 'Caption' });
    expect(caption.tagName).toBe('TEXTAREA');
    expect(screen.getByText('Under the image.')).toBeTruthy();
    await user.type(caption, 'A');
    expect(edits).toEqual([{ path: ['caption'], value: 'A', continues: false }]);
  });

  it('int → a numeric input with min, max and step 1; a fraction is not reported and says why', async () => {
    const { user, edits } = await renderSlideForm(model, data);
    const digits = screen.getByRole('spinbutton', { name: 'Digits' });
    expect(digits.getAttribute('min')).toBe('1');
    expect(digits.getAttribute('max')).toBe('4');
    expect(digits.getAttribute('step')).toBe('1');
    await user.clear(digits);
    await user.type(digits, '3');
    expect(edits.at(-1)).toEqual({ path: ['digits'], value: 3, continues: true });
    await user.type(digits, '.5');
    expect(await screen.findByText('Whole numbers only')).toBeTruthy();
    expect(edits.at(-1)?.value).toBe(3);
  });

  it('number → any step; an emptied optional number is reported as absent', async () => {
    const { user, edits } = await renderSlideForm(model, data);
    const increment = screen.getByRole('spinbutton', { name: 'Increment' });
    expect(increment.getAttribute('step')).toBe('any');
    await user.clear(increment);
    expect(edits.at(-1)).toEqual({ path: ['increment'], value: undefined, continues: false });
    await user.type(increment, '0.25');
    expect(edits.at(-1)).toEqual({ path: ['increment'], value: 0.25, continues: true });
  });

  it('a number with a "none" value offers it as a switch and disables the number meanwhile', async () => {
    const { user, edits } = await renderSlideForm(model, data);
    const noLimit = screen.getByRole('switch', { name: 'No limit' });
    const limit = screen.getByRole('spinbutton', { name: 'Time limit (seconds)' });
    expect(noLimit).toHaveProperty('checked', true);
    expect(limit).toHaveProperty('disabled', true);
    await user.click(noLimit);
    // A limit switched on starts at 20 seconds, not at its minimum of a millisecond.
    expect(edits.at(-1)).toEqual({ path: ['timer', 'limit'], value: 20000, continues: false });
    expect(limit).toHaveProperty('disabled', false);
    expect(limit).toHaveProperty('value', '20');
  });

  it('a time limit kept in milliseconds is shown and typed in seconds', async () => {
    const { user, edits } = await renderSlideForm(model, { ...data, timer: { limit: 15000 } });
    const limit = screen.getByRole('spinbutton', { name: 'Time limit (seconds)' });
    expect(limit).toHaveProperty('value', '15');
    await user.clear(limit);
    await user.type(limit, '7.5');
    expect(edits.at(-1)).toEqual({ path: ['timer', 'limit'], value: 7500, continues: true });
    expect(limit).toHaveProperty('value', '7.5');
  });

  it('a text’s default is its placeholder: typing replaces it, emptying the box gives it back', async () => {
    const { user, edits } = await renderSlideForm(model, { ...data, buttonText: 'Start' });
    const button = screen.getByRole('textbox', { name: 'Button text' });
    expect(button).toHaveProperty('value', '');
    expect(button.getAttribute('placeholder')).toBe('Start');
    await user.type(button, 'Go');
    expect(edits.at(-1)).toEqual({ path: ['buttonText'], value: 'Go', continues: true });
    expect(button).toHaveProperty('value', 'Go');
    await user.clear(button);
    expect(edits.at(-1)).toEqual({ path: ['buttonText'], value: 'Start', continues: true });
    expect(button).toHaveProperty('value', '');
  });

  it('boolean → a switch', async () => {
    const { user, edits } = await renderSlideForm(model, data);
    const randomise = screen.getByRole('switch', { name: 'Randomise answers' });
    expect(randomise).toHaveProperty('checked', true);
    await user.click(randomise);
    expect(edits).toEqual([{ path: ['randomize'], value: false, continues: false }]);
    expect(randomise).toHaveProperty('checked', false);
  });

  it('select → the enumeration, translated', async () => {
    const { user, edits } = await renderSlideForm(model, data, { language: 'es-ES' });
    const direction = screen.getByRole('combobox', { name: 'Direction' });
    expect([...direction.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Izquierda', 'Derecha']);
    await user.selectOptions(direction, 'Right');
    expect(edits).toEqual([{ path: ['direction'], value: 'Right', continues: false }]);
  });

  it('a select whose value left the enumeration offers an empty choice and flags it', async () => {
    await renderSlideForm(model, { ...data, direction: 'Up' });
    const direction = screen.getByRole('combobox', { name: 'Direction' });
    expect(direction).toHaveProperty('value', '');
    expect(await screen.findByText('Choose one of the options')).toBeTruthy();
  });

  it('a web address field is a URL input and refuses other addresses', async () => {
    const { user } = await renderSlideForm(model, data, { language: 'es-ES' });
    const address = screen.getByRole('textbox', { name: 'Page address' });
    expect(address.getAttribute('type')).toBe('url');
    await user.type(address, 'javascript:alert(1)');
    expect(await screen.findByText('Debe ser una dirección web que empiece por https://')).toBeTruthy();
  });

  it('uuid and hidden fields are not shown; objects are fieldsets of their fields', async () => {
    await renderSlideForm(model, data);
    expect(screen.queryByText('Id')).toBeNull();
    expect(screen.queryByText('Secret')).toBeNull();
    const timer = screen.getByRole('group', { name: 'Timer' });
    expect(timer.tagName).toBe('FIELDSET');
  });

  it('follows a change made elsewhere (an undo) in every kind of field', async () => {
    const { setData } = await renderSlideForm(model, data);
    act(() => setData({ ...data, title: 'Decimals', digits: 4, randomize: false, direction: 'Right' }));
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveProperty('value', 'Decimals');
    expect(screen.getByRole('spinbutton', { name: 'Digits' })).toHaveProperty('value', '4');
    expect(screen.getByRole('switch', { name: 'Randomise answers' })).toHaveProperty('checked', false);
    expect(screen.getByRole('combobox', { name: 'Direction' })).toHaveProperty('value', 'Right');
  });

  it('shows a crossed bound beside its field, and takes it away once fixed', async () => {
    const { user } = await renderSlideForm(model, data);
    const digits = screen.getByRole('spinbutton', { name: 'Digits' });
    await user.clear(digits);
    await user.type(digits, '7');
    expect(await screen.findByText('At most 4')).toBeTruthy();
    expect(digits.getAttribute('aria-invalid')).toBe('true');
    await user.clear(digits);
    await user.type(digits, '0');
    expect(await screen.findByText('At least 1')).toBeTruthy();
    await user.clear(digits);
    await user.type(digits, '2');
    await waitFor(() => expect(screen.queryByText(/At (least|most)/)).toBeNull());
  });

  it('says a required text is missing and a text is too long', async () => {
    const { user, setData } = await renderSlideForm(model, data);
    const title = screen.getByRole('textbox', { name: /^Title/ });
    await user.clear(title);
    expect(await screen.findByText('Please fill in this field.')).toBeTruthy();
    // The input itself stops at the maximum; text that arrives longer (an older slide) is flagged.
    await user.type(title, 'x'.repeat(25));
    expect(title).toHaveProperty('value', 'x'.repeat(20));
    act(() => setData({ ...data, title: 'y'.repeat(21) }));
    expect(await screen.findByText('Please use at most 20 characters.')).toBeTruthy();
  });

  it('translates the labels of the common parts', async () => {
    await renderSlideForm(model, data, { language: 'es-ES' });
    expect(screen.getByRole('group', { name: 'Temporizador' })).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: 'Tiempo límite (segundos)' })).toBeTruthy();
  });
});
