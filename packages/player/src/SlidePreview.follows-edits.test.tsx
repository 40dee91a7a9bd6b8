import { defaultSlide, type Slide, slideTemplates, type TemplateField, type TemplateModel } from '@slidewise/core';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SlidePreview } from './SlidePreview.tsx';
import type { PreviewState } from './templates/renderer.ts';

// Issue 11: the editor's phone preview showed items added to a Reorder slide only after another slide had
// been selected and selected again. For every catalogue template, an edit of its example (every text
// changed and one more item in every list) must show at once: the preview after the edit is the preview a
// fresh selection of the edited slide draws.

afterEach(cleanup);

const states: readonly PreviewState[] = ['prompt', 'interacted', 'answered'];

describe('SlidePreview follows every edit', () => {
  it.each(slideTemplates.map((template) => [template.type, template.model] as const))('%s', async (type, model) => {
    const example = slideTemplates.find((template) => template.type === type)!.examples[0]!;
    const before = defaultSlide({ id: `slide-${type}`, type, subtype: example.subtype, data: example.data });
    const after: Slide = { ...before, data: editedObject(model, example.data) };

    for (const state of states) {
      const editor = render(<SlidePreview slide={before} state={state} />);
      const drawnBefore = await drawn(editor.container);
      editor.rerender(<SlidePreview slide={after} state={state} />);
      const drawnAfterEdit = await drawn(editor.container);
      editor.unmount();

      const reselected = render(<SlidePreview slide={after} state={state} />);
      const drawnFresh = await drawn(reselected.container);
      reselected.unmount();

      // Some states show none of the edited texts (a video's prompt): the edit must then change nothing.
      expect(drawnAfterEdit === drawnBefore, `${type} (${state}) shows the edit`).toBe(drawnFresh === drawnBefore);
      expect(drawnAfterEdit, `${type} (${state}) after the edit draws what a fresh selection draws`).toBe(drawnFresh);
    }
  });
});

/** The slide's markup once its renderer has loaded, without the ids React and dnd-kit number per mount. */
async function drawn(container: HTMLElement): Promise<string> {
  await waitFor(
    () => {
      const slide = container.querySelector('.sw-slide');
      if (!slide || slide.classList.contains('sw-slide--loading')) throw new Error('The renderer has not loaded yet');
    },
    { timeout: 5000 },
  );
  return container.innerHTML
    .replace(/«r[0-9a-z]+»|:r[0-9a-z]+:|_r_[0-9a-z]+_/g, 'react-id')
    .replace(/(DndDescribedBy|DndLiveRegion)-\d+/g, '$1');
}

let addedItems = 0;

/** What an author's edit makes of `data`: every text changed, one more item in every non-empty list. */
function editedObject(fields: TemplateModel, data: Record<string, unknown>): Record<string, unknown> {
  const copy = { ...data };
  for (const field of fields) if (field.name in copy) copy[field.name] = editedValue(field, copy[field.name]);
  return copy;
}

function editedValue(field: TemplateField, value: unknown): unknown {
  switch (field.kind) {
    case 'html':
    case 'text':
    case 'string':
      // A web address stays one; a blank text stays blank (it may mean "not shown").
      return typeof value === 'string' && value.trim() !== '' && field.format !== 'web-address' ? `${value} (edited)` : value;
    case 'object':
      return isRecord(value) ? editedObject(field.fields, value) : value;
    case 'list': {
      if (!Array.isArray(value)) return value;
      const edited = value.map((item) => editedValue(field.item, item));
      const last = edited.at(-1);
      return last === undefined ? edited : [...edited, withNewIds(field.item, editedValue(field.item, last))];
    }
    default:
      return value;
  }
}

/** A copy of a list item with ids of its own, as the editor's "Add" gives it. */
function withNewIds(field: TemplateField, value: unknown): unknown {
  if (field.kind === 'uuid') {
    addedItems += 1;
    return `added-${addedItems}`;
  }
  if (field.kind === 'object' && isRecord(value)) {
    const copy = { ...value };
    for (const child of field.fields) if (child.name in copy) copy[child.name] = withNewIds(child, copy[child.name]);
    return copy;
  }
  return value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
