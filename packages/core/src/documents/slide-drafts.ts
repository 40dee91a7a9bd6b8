import { findSlideTemplate, defaultSlideData } from '../templates/catalogue.ts';
import type { SlideDraft } from './document-content.ts';

// The few templates conversions without AI write, filled the way an author would: the template's
// defaults first, then the converted text. Text from a file is plain text; it is escaped before it goes
// into an html field (the server sanitises html again on save).

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);

/** Paragraphs of plain text as html paragraphs. */
export const paragraphsHtml = (paragraphs: readonly string[]) => paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('');

/** Cuts text to at most `max` characters, at a word where it can, marking the cut with an ellipsis. */
export function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

export /** The paragraphs as html, as many whole ones as fit in `max` characters (the last one clipped). */
function clipHtml(paragraphs: readonly string[], max: number): string {
  let html = '';
  for (const paragraph of paragraphs) {
    const room = max - html.length - '<p></p>'.length;
    if (room < 20) break;
    // Escaping may lengthen the text: clip, then clip again until the escaped form fits.
    let text = clip(paragraph, room);
    while (escapeHtml(text).length > room) text = clip(text, text.length - (escapeHtml(text).length - room) - 1);
    html += paragraphsHtml([text]);
  }
  return html;
}

export function slideDraft(type: string, name: string, data: Record<string, unknown>): SlideDraft {
  const template = findSlideTemplate(type);
  if (!template) throw new Error(`The catalogue has no ${type} template.`);
  return {
    type,
    subtype: template.examples[0]?.subtype ?? 'default',
    name: clip(name, 80),
    data: { ...defaultSlideData(template), ...data },
  };
}

// The bounds of the templates used below (templates §3.1), so what is written always fits them.
export const TITLE_MAX = 120;
export const SUBTITLE_MAX = 300;
export const BULLET_MAX = 300;
export const BULLETS_PER_SLIDE = 32;
export const SCROLLABLE_MAX = 20000;
export const CAPTION_MAX = 2000;
export const BLOCK_TEXT_MAX = 1000;
export const BLOCKS_PER_SLIDE = 10;
export const ALT_MAX = 150;
