/** A date as the learner's language writes it ("22 Nov 2026"). */
export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
}

/** A date and time, for when a lock ends. */
export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** Scores are 0-100 and may carry decimals from weighting; people read whole numbers. */
export function formatScore(score: number): string {
  return String(Math.round(score));
}
