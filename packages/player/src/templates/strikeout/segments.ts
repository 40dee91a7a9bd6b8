// A strikeout text cut into what the learner can tap: each mistake (found where it first appears as a
// whole word) and every other word, with the spaces and lone punctuation between them kept as plain text.

export type Segment =
  | { kind: 'plain'; text: string }
  | { kind: 'word'; text: string; id: string }
  | { kind: 'mistake'; text: string; id: string; mistake: number };

export interface Mistake {
  incorrect: string;
  replaces: string;
}

export function strikeoutSegments(text: string, mistakes: readonly Mistake[]): Segment[] {
  const found = locateMistakes(text, mistakes);
  const segments: Segment[] = [];
  let position = 0;
  let wordCount = 0;
  const pushWords = (plain: string) => {
    for (const part of plain.split(/(\s+)/)) {
      if (part === '') continue;
      if (!/[\p{L}\p{N}]/u.test(part)) segments.push({ kind: 'plain', text: part });
      else segments.push({ kind: 'word', text: part, id: `w${wordCount++}` });
    }
  };
  for (const { start, end, mistake } of found) {
    pushWords(text.slice(position, start));
    segments.push({ kind: 'mistake', text: text.slice(start, end), id: `m${mistake}`, mistake });
    position = end;
  }
  pushWords(text.slice(position));
  return segments;
}

function locateMistakes(text: string, mistakes: readonly Mistake[]) {
  const taken: { start: number; end: number; mistake: number }[] = [];
  mistakes.forEach((mistake, index) => {
    const wanted = mistake.incorrect.trim();
    if (!wanted) return;
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(wanted)}(?![\\p{L}\\p{N}])`, 'gu');
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      // A word two mistakes share is the first one's; the second takes its next appearance.
      if (taken.every((other) => end <= other.start || start >= other.end)) {
        taken.push({ start, end, mistake: index });
        break;
      }
    }
  });
  return taken.sort((left, right) => left.start - right.start);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
