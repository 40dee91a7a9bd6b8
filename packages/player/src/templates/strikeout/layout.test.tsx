import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogueTemplate, renderExample } from '../../test/render-example.tsx';
import { addStylesheets } from '../../test/stylesheet.ts';

const example = catalogueTemplate('strikeout').examples[0]!.data as { words: { incorrect: string; replaces: string }[] };
const lift = example.words[0]!;

describe('strikeout reads as text on a phone', () => {
  let removeStyles: () => void = () => undefined;
  beforeEach(() => {
    removeStyles = addStylesheets('ui/player.css', 'ui/play/play.css', 'templates/strikeout/strikeout.css');
  });
  afterEach(() => removeStyles());

  it('sets the passage ragged, its words on the baseline with no padding, each underlined as tappable', async () => {
    const { container } = await renderExample('strikeout', 'prompt', { mode: 'play' });
    const passage = container.querySelector<HTMLElement>('.sw-strikeout')!;
    expect(getComputedStyle(passage).textAlign).toBe('start');
    const word = screen.getByRole('button', { name: 'ground' });
    const style = getComputedStyle(word);
    expect([style.display, style.verticalAlign, style.paddingLeft, style.paddingRight]).toEqual(['inline', 'baseline', '0px', '0px']);
    expect(style.textDecorationLine).toBe('underline');
    expect(style.textDecorationStyle).toBe('dotted');
  });

  it('writes a fixed word’s replacement after it on the same line, not stacked above it', async () => {
    await renderExample('strikeout', 'interacted', { mode: 'preview' });
    const fixed = screen.getByRole('button', { name: `${lift.incorrect}, replaced by ${lift.replaces}` });
    expect([...fixed.children].map((child) => child.className)).toEqual(['sw-strikeout__original', 'sw-strikeout__replacement']);
    expect(getComputedStyle(fixed).display).toBe('inline');
    expect(getComputedStyle(fixed).flexDirection).not.toBe('column');
  });
});
