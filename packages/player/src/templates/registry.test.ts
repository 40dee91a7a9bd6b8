import { slideTemplates } from '@slidewise/core';
import { describe, expect, it } from 'vitest';
import { preloadSlideRenderer, rendererLoaders, slideRenderer } from './registry.ts';

// Generated from the catalogue: a template added to core without a renderer fails here.
describe('renderer registry', () => {
  it.each(slideTemplates.map((template) => [template.type]))('has a renderer for %s', async (type) => {
    const loader = rendererLoaders[type];
    expect(loader, `no registry entry for "${type}"`).toBeTypeOf('function');
    const module = await loader!();
    expect(module.default, `the renderer module of "${type}" has no default export`).toBeTypeOf('function');
  });

  it('gives one lazy component per type, so a slide keeps its loaded renderer', () => {
    expect(slideRenderer('title')).toBeDefined();
    expect(slideRenderer('title')).toBe(slideRenderer('title'));
    expect(slideRenderer('bulleted-list')).not.toBe(slideRenderer('title'));
  });

  it('has nothing for an unknown type, not even inherited object keys', async () => {
    expect(slideRenderer('no-such-template')).toBeUndefined();
    expect(slideRenderer('constructor')).toBeUndefined();
    await expect(preloadSlideRenderer('no-such-template')).resolves.toBeUndefined();
  });
});
