/**
 * The address an author typed, as a link: "example.com" gains https://, and only web and mail links
 * are accepted (a javascript: link would run in every learner's browser). Empty means "no link".
 */
export function normaliseLink(typed: string): string {
  const trimmed = typed.trim();
  if (!trimmed) return '';
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? withScheme : '';
  } catch {
    return '';
  }
}
