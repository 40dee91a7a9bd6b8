// Slide data reaches a renderer unvalidated (the editor shows the problems), so renderers read it
// through these: a missing or mistyped field becomes an empty value instead of a crash.

export function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export function list<Item = unknown>(value: unknown): Item[] {
  return Array.isArray(value) ? (value.filter((item) => item !== null && item !== undefined) as Item[]) : [];
}

export function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export function flag(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

export function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

export function oneOf<Option extends string>(value: unknown, options: readonly Option[], fallback: Option): Option {
  return options.includes(value as Option) ? (value as Option) : fallback;
}

/** Whether rich text holds anything a learner would see (an image counts, empty paragraphs do not). */
export function hasContent(html: string): boolean {
  return (
    /<(img|video|audio|iframe)\b/i.test(html) ||
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() !== ''
  );
}
