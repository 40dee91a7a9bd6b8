import type { TemplateModel } from '@slidewise/core';
import { screen } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';

// Every field control asks for its label once per render: counting the asks counts the renders.
const renders = vi.hoisted(() => new Map<string, number>());
vi.mock('./field-label.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./field-label.ts')>();
  return {
    ...original,
    useFieldText: (...args: Parameters<typeof original.useFieldText>) => {
      const key = args[1].join('.');
      renders.set(key, (renders.get(key) ?? 0) + 1);
      return original.useFieldText(...args);
    },
  };
});

// Earlier files in this worker share its module graph (no per-file isolation) and may have loaded the
// form with the real field-label.ts, so this file loads it afresh to get the counting one, and leaves
// the next file the real one.
vi.resetModules();
const { renderSlideForm } = await import('./test-support.tsx');
afterAll(() => {
  vi.doUnmock('./field-label.ts');
  vi.resetModules();
});

const model: TemplateModel = [
  { kind: 'string', name: 'title', label: 'Title' },
  ...Array.from({ length: 20 }, (_, index) => ({ kind: 'string' as const, name: `other${index}`, label: `Other ${index}` })),
  {
    kind: 'list',
    name: 'items',
    label: 'Items',
    min: 1,
    max: 30,
    item: { kind: 'object', name: 'item', label: 'Item', fields: [{ kind: 'string', name: 'text', label: 'Text' }] },
  },
];

describe('a keystroke', () => {
  it('re-renders the field typed in and the groups holding it, never the other fields', async () => {
    const items = Array.from({ length: 20 }, (_, index) => ({ text: `item ${index}` }));
    const { user } = await renderSlideForm(model, { title: 'T', items });
    renders.clear();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'abc');
    expect([...renders.keys()]).toEqual(['title']);
    expect(renders.get('title')).toBeLessThanOrEqual(6);

    renders.clear();
    const fields = screen.getAllByRole('textbox', { name: 'Text' });
    await user.type(fields[7]!, 'x');
    // The list and the typed item's field; the other 19 items and 21 fields stay as they were.
    expect([...renders.keys()].sort()).toEqual(['items', 'items.7.text']);
  });
});
