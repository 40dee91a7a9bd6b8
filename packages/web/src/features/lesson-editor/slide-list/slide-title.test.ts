import { describe, expect, it } from 'vitest';
import { slideTitle } from './slide-title.ts';

describe('a slide’s own title', () => {
  it('is its title, else its question or caption, as plain text on one line', () => {
    expect(slideTitle({ title: 'Welcome aboard', question: 'Ignored' })).toBe('Welcome aboard');
    expect(slideTitle({ title: '   ', question: '<p>Which gas do <strong>plants</strong>\n release?</p>' })).toBe(
      'Which gas do plants release?',
    );
    expect(slideTitle({ caption: 'Fish &amp; chips' })).toBe('Fish & chips');
  });

  it('is cut to a row’s length', () => {
    const title = slideTitle({ title: 'word '.repeat(40) });
    expect(title.length).toBeLessThanOrEqual(80);
    expect(title.endsWith('…')).toBe(true);
  });

  it('is empty when the slide has no text of that kind yet', () => {
    expect(slideTitle({})).toBe('');
    expect(slideTitle({ title: 42, items: ['One'] })).toBe('');
  });
});
