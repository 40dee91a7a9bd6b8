/** Lower case without accents, so "formacion" finds "Formación" and "SAFETY" finds "Site safety". */
export function normaliseForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
}

/** Every word of the query appears somewhere in one of the texts (an empty query matches everything). */
export function matchesEveryWord(texts: readonly string[], query: string): boolean {
  const haystack = normaliseForSearch(texts.join('\n'));
  return normaliseForSearch(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
