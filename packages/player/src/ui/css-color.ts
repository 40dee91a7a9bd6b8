/**
 * An author's colour (a hex, a name, rgb()/hsl()) for an inline style, or undefined. Anything else,
 * such as url(), is dropped: an author's field must not make the learner's browser fetch an address.
 */
export function cssColor(value: string): string | undefined {
  const color = value.trim();
  if (!color || color.length > 40) return undefined;
  if (/^#[0-9a-f]{3,8}$/i.test(color)) return color;
  if (/^[a-z]+$/i.test(color)) return color;
  if (/^(rgb|rgba|hsl|hsla)\([\d\s.,%/+-]+\)$/i.test(color)) return color;
  return undefined;
}
