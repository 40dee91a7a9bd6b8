import { slideTemplates } from '@slidewise/core';
import { describe, expect, it } from 'vitest';

// Generated from the catalogue (issue 5's checks): every template's renderer is played through its UI
// in mode 'play', once right and once wrong, in templates/<type>/play.test.tsx. A template added to
// core without one fails here. The files are only listed, not loaded: each runs as its own test file.
const playTests = Object.keys(import.meta.glob('./*/play.test.tsx'));
const typesWithPlayTests = new Set(playTests.map((path) => path.split('/')[1]));

describe('play tests', () => {
  it('finds the play test files', () => {
    expect(playTests.length).toBeGreaterThan(0);
    expect(playTests).toContain('./title/play.test.tsx');
  });

  it.each(slideTemplates.map((template) => [template.type, template.play]))('%s (%s) has a play test', (type) => {
    expect(typesWithPlayTests.has(type), `packages/player/src/templates/${type}/play.test.tsx is missing`).toBe(true);
  });
});
