import { plainText } from '@slidewise/core';

/** The fields a slide's own title is read from, in the order they name it best (headings before prompts). */
const TITLE_FIELDS = ['title', 'question', 'caption', 'label', 'prompt', 'alt'] as const;

/** A list row has room for this much of a title; the rest is cut with an ellipsis. */
const TITLE_MAX_LENGTH = 80;

/**
 * What a slide says about itself when its author gave it no name: its title, question or caption as
 * plain text (rich text without its tags), on one line. Empty when the slide has none of them yet.
 */
export function slideTitle(data: Readonly<Record<string, unknown>>): string {
  for (const field of TITLE_FIELDS) {
    const value = data[field];
    if (typeof value !== 'string') continue;
    const text = plainText(value);
    if (text) return text.length > TITLE_MAX_LENGTH ? `${text.slice(0, TITLE_MAX_LENGTH - 1).trimEnd()}…` : text;
  }
  return '';
}
