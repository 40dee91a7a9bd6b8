import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoCourses } from '../packages/server/src/seed/demo-content.ts';
import { demoConference } from '../packages/server/src/seed/demo-sessions.ts';
import { captionOf, DEMO_MEDIA, exampleMediaPaths, exampleStrings, pictureSvg } from './example-media.ts';

const publicDir = join(import.meta.dirname, '..', 'packages', 'web', 'public');

describe('the example media', () => {
  it('ship with the app: every picture, video and sound an example or the demo names is a small committed file', () => {
    const paths = exampleMediaPaths();
    expect(paths.length).toBeGreaterThan(60);
    for (const path of paths) {
      const file = join(publicDir, path);
      expect(existsSync(file), `${path} is missing: run npx tsx scripts/make-example-media.ts`).toBe(true);
      expect(statSync(file).size).toBeGreaterThan(1000);
      expect(statSync(file).size).toBeLessThan(64_000);
    }
  });

  it('leave no example pointing at another host', () => {
    expect(exampleStrings().filter((text) => /^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(text.trim()))).toEqual([]);
  });

  it('include what the demo seed uses beyond the examples', () => {
    const seeded = demoCourses.flatMap((course) =>
      [course.thumbnail ?? [], ...course.lessons.map((lesson) => lesson.narration ?? [])].flat(),
    );
    expect(seeded.length).toBeGreaterThan(0);
    for (const path of seeded) expect(DEMO_MEDIA).toContain(path);
    // The demo's own outside addresses are hosts that answer: a public encyclopedia and a public meeting service.
    const outside = [...demoCourses.flatMap((course) => course.publicDetail?.links.map((link) => link.url) ?? []), demoConference.joinUrl];
    expect(outside.map((url) => new URL(url).host).sort()).toEqual(['en.wikipedia.org', 'meet.jit.si']);
  });

  it('are captioned from their names, and drawn with the caption escaped', () => {
    expect(captionOf('/examples/images/ppe-gloves.jpg')).toBe('PPE gloves');
    expect(captionOf('/examples/media/hand-washing.mp4')).toBe('Hand washing');
    expect(pictureSvg('/examples/images/a<b.jpg')).toContain('A&lt;b');
    expect(pictureSvg('/examples/images/x.jpg')).toBe(pictureSvg('/examples/images/x.jpg'));
  });
});
