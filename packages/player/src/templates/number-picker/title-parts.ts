// Where the learner's number goes in a number-picker title (templates §5): a run of hashes marks the
// place; without hashes, the answer written in the title does; hashes win when both are there.

export interface TitleParts {
  before: string;
  after: string;
  /** Whether the title has a place for the number; without one the wheels stand on their own. */
  hasPlace: boolean;
}

export function numberPickerTitle(title: string, answer: number | undefined): TitleParts {
  const hashes = /#+/.exec(title);
  if (hashes) return { before: title.slice(0, hashes.index), after: title.slice(hashes.index + hashes[0].length), hasPlace: true };
  if (answer !== undefined) {
    const written = new RegExp(`(?<![\\d.,])${String(answer).replace('.', '\\.')}(?![\\d]|[.,]\\d)`).exec(title);
    if (written) return { before: title.slice(0, written.index), after: title.slice(written.index + written[0].length), hasPlace: true };
  }
  return { before: title, after: '', hasPlace: false };
}
