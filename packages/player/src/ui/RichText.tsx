import { createElement } from 'react';
import { hasContent } from './read-data.ts';

interface TextProps {
  className?: string;
  as?: 'div' | 'span' | 'p' | 'h2' | 'h3' | 'figcaption' | 'blockquote' | 'li' | 'td' | 'th';
  id?: string;
}

/**
 * An `html` field's content. The server sanitises html fields on save, which is why this is the one
 * place the player sets markup; every other kind of field goes through `PlainText`.
 */
export function RichText({ html, className, as = 'div', id }: TextProps & { html: string }) {
  if (!hasContent(html)) return null;
  return createElement(as, {
    id,
    className: ['sw-rich-text', className].filter(Boolean).join(' '),
    dangerouslySetInnerHTML: { __html: html },
  });
}

/** A `text` or `string` field: shown as typed, line breaks kept, never parsed as markup. */
export function PlainText({ text, className, as = 'p', id }: TextProps & { text: string }) {
  if (text.trim() === '') return null;
  return createElement(as, { id, className: ['sw-plain-text', className].filter(Boolean).join(' ') }, text);
}
