import { defaultSlideData, findSlideTemplate } from '@slidewise/core';
import { describe, expect, it, vi } from 'vitest';
import { renderExample } from '../test/render-example.tsx';
import { gameAndQuizRenderers } from './game-and-quiz-registry.ts';
import { previewStates } from './renderer.ts';

const types = Object.keys(gameAndQuizRenderers);

// Slides reach the preview unvalidated while an author types: a fresh slide, an emptied one or any of
// the catalogue's examples must draw, never fall back to "This slide cannot be shown".
describe('game and quiz renderers on any data', () => {
  it('covers the 32 game and quiz templates, each in the catalogue', () => {
    expect(types).toHaveLength(32);
    for (const type of types) expect(findSlideTemplate(type), type).toBeDefined();
  });

  it.each(types)('%s draws a new slide, an empty one and every example in every state', async (type) => {
    const template = findSlideTemplate(type)!;
    const datas = [defaultSlideData(template), {}, ...template.examples.map((example) => example.data)];
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      for (const data of datas) {
        for (const state of previewStates) {
          const view = await renderExample(type, state, { data });
          expect(view.container.querySelector('.sw-slide--broken'), `${type} ${state} ${JSON.stringify(data).slice(0, 80)}`).toBeNull();
          expect(view.container.querySelector(`.sw-slide--${type}`)).not.toBeNull();
          view.unmount();
        }
      }
    } finally {
      quiet.mockRestore();
    }
  });
});
