import { slideTemplates } from '@slidewise/core';

// The pictures, videos and sounds the slide catalogue's examples and the demo course show. The project
// makes them itself (scripts/make-example-media.ts), so they are licence-clean and served by the app at
// /examples/… from packages/web/public/examples: no example depends on a host outside the app.

export const EXAMPLE_MEDIA_PREFIXES = ['/examples/images/', '/examples/media/'] as const;

/** What the demo seed uses beyond the catalogue's examples (course pictures, a narration). */
export const DEMO_MEDIA = [
  '/examples/images/welcome-cover.jpg',
  '/examples/images/customer-cover.jpg',
  '/examples/media/narration-welcome.mp3',
] as const;

const WALK_DEPTH_LIMIT = 50;

/** Every string in the catalogue's example data, walked to a bounded depth. */
export function exampleStrings(): string[] {
  const found: string[] = [];
  const walk = (value: unknown, depth: number): void => {
    if (depth > WALK_DEPTH_LIMIT) return;
    if (typeof value === 'string') found.push(value);
    else if (Array.isArray(value)) for (const item of value) walk(item, depth + 1);
    else if (value && typeof value === 'object') for (const item of Object.values(value)) walk(item, depth + 1);
  };
  for (const template of slideTemplates) for (const example of template.examples) walk(example.data, 0);
  return found;
}

/** The example media paths to make: those the catalogue's examples and the demo seed refer to, sorted. */
export function exampleMediaPaths(): string[] {
  const referenced = exampleStrings().filter((text) => EXAMPLE_MEDIA_PREFIXES.some((prefix) => text.startsWith(prefix)));
  return [...new Set([...referenced, ...DEMO_MEDIA])].sort();
}

/** "ppe-gloves" → "PPE gloves": the caption a generated picture carries. */
export function captionOf(path: string): string {
  const name = (path.split('/').pop() ?? '').replace(/\.[a-z0-9]+$/, '');
  const words = name.split('-').map((word) => (word === 'ppe' ? 'PPE' : word));
  const caption = words.join(' ');
  return caption.charAt(0).toUpperCase() + caption.slice(1);
}

/** A stable number from a name, so each picture keeps its colours from one run to the next. */
export function hashOf(text: string): number {
  let hash = 2166136261;
  for (const character of text) hash = Math.imul(hash ^ character.charCodeAt(0), 16777619) >>> 0;
  return hash;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A small landscape picture as SVG (sky, sun, hills, a caption), coloured from the name: drawn, not
 * photographed, so anyone may ship it. sharp turns it into the JPEG the examples name.
 */
export function pictureSvg(path: string, width = 480, height = 320): string {
  const hash = hashOf(path);
  const hue = hash % 360;
  const sunX = 60 + (hash % (width - 120));
  const ridge = 150 + ((hash >>> 8) % 60);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="hsl(${hue},70%,78%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,92%)"/>
  </linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="70" r="34" fill="hsl(${(hue + 180) % 360},85%,70%)"/>
  <path d="M0 ${ridge + 40} Q ${width * 0.3} ${ridge - 40} ${width * 0.55} ${ridge + 20} T ${width} ${ridge} V ${height} H 0 Z" fill="hsl(${(hue + 120) % 360},45%,45%)"/>
  <path d="M0 ${ridge + 90} Q ${width * 0.4} ${ridge + 30} ${width} ${ridge + 80} V ${height} H 0 Z" fill="hsl(${(hue + 140) % 360},40%,32%)"/>
  <rect x="0" y="${height - 64}" width="${width}" height="64" fill="rgba(0,0,0,0.45)"/>
  <text x="${width / 2}" y="${height - 24}" font-family="DejaVu Sans, sans-serif" font-size="28" font-weight="bold" fill="#fff" text-anchor="middle">${escapeXml(captionOf(path))}</text>
</svg>`;
}
