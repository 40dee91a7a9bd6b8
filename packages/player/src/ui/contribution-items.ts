/** One peer's contribution as the wall shows it: their words, and a picture or a video when they shared one. */
export interface WallItem {
  text: string;
  media?: { url: string; kind: 'image' | 'video' };
}

const read = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/** The stored file of an answer (`{ url, mimeType }` as the peer-learning slides report it), if any. */
function mediaOf(answer: unknown): WallItem['media'] {
  const url = read(answer, 'url');
  const mimeType = read(answer, 'mimeType');
  // Only our own stored files (a path of this origin) are shown: an answer is a learner's data.
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//') || typeof mimeType !== 'string') return undefined;
  if (mimeType.startsWith('image/')) return { url, kind: 'image' };
  if (mimeType.startsWith('video/')) return { url, kind: 'video' };
  return undefined;
}

/** Peers' answers as wall items: those with neither words nor a shown file are left out. */
export function wallItems(others: readonly unknown[]): WallItem[] {
  return others.flatMap((answer) => {
    const words = typeof answer === 'string' ? answer : read(answer, 'text');
    const text = typeof words === 'string' ? words.trim() : '';
    const media = mediaOf(answer);
    if (!text && !media) return [];
    return [media ? { text, media } : { text }];
  });
}
