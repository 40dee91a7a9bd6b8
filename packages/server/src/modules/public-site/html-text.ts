// Everything the public pages put into HTML goes through these, so an author's title with quotes or a
// `<script>` stays text wherever it lands: element content, an attribute, or the JSON-LD block.

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for element content and quoted attribute values alike. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character]!);
}

/**
 * JSON for a `<script type="application/ld+json">` or `application/json` block: `<`, `>` and `&` as
 * unicode escapes, so no value can close the element (`</script>`) or open a comment; the line and
 * paragraph separators too, which some parsers take for line ends.
 */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A tagged template whose interpolations are escaped, unless they are already-built markup. */
export function html(
  strings: TemplateStringsArray,
  ...values: readonly (string | number | Markup | readonly Markup[] | null | undefined | false)[]
): Markup {
  let out = strings[0]!;
  values.forEach((value, index) => {
    out += markupOf(value) + strings[index + 1]!;
  });
  return new Markup(out);
}

/** HTML that is already safe: built by `html` or by a renderer that escaped what it holds. */
export class Markup {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/** Markup from a string that is known to be safe (a JSON block made by jsonForScriptElement, a constant). */
export const trustedMarkup = (value: string) => new Markup(value);

function markupOf(value: string | number | Markup | readonly Markup[] | null | undefined | false): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof Markup) return value.value;
  if (Array.isArray(value)) return value.map((item: Markup) => item.value).join('');
  return escapeHtml(String(value));
}
