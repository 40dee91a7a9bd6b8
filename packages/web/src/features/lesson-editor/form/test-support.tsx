import type { TemplateModel } from '@slidewise/core';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '../../../test/with-i18n.tsx';
import type { FieldEdit, ListOperation } from './form-events.ts';
import { SlideForm } from './SlideForm.tsx';

type Data = Record<string, unknown>;

function setIn(target: unknown, path: readonly (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(target) ? [...target] : { ...(target as object) }) as Record<string | number, unknown>;
  copy[head] = setIn(copy[head], rest, value);
  return copy;
}

function getIn(target: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>((current, key) => (current as Record<string | number, unknown> | undefined)?.[key], target);
}

/** A list operation applied the way the editor's reducer does (a duplicate's id is cleared). */
export function applyListOperation(data: Data, { path, operation, index, otherIndex, value }: ListOperation): Data {
  const items = [...((getIn(data, path) as unknown[]) ?? [])];
  if (operation === 'add') items.splice(index, 0, value);
  if (operation === 'remove') items.splice(index, 1);
  if (operation === 'swap' && otherIndex !== undefined) [items[index], items[otherIndex]] = [items[otherIndex], items[index]];
  if (operation === 'duplicate') {
    const copy = structuredClone(items[index]);
    if (copy && typeof copy === 'object' && 'id' in copy) (copy as { id: unknown }).id = '';
    items.splice(index + 1, 0, copy);
  }
  return setIn(data, path, items) as Data;
}

/** SlideForm over a slide held in state, as the lesson editor holds it; every event is recorded. */
export async function renderSlideForm(model: TemplateModel, initial: Data, { language = 'en-US', type = 'test-template' } = {}) {
  const i18n = await createTestI18n(language);
  const edits: FieldEdit[] = [];
  const operations: ListOperation[] = [];
  const current: { data: Data; set?: (data: Data) => void } = { data: initial };

  // biome-ignore lint/correctness/noComponentHookFactories: a test harness made once per test, closing over that test's data; it is never re-created while rendered.
  function Harness() {
    const [data, setData] = useState(initial);
    current.data = data;
    current.set = setData;
    return (
      <SlideForm
        template={{ type, model }}
        data={data}
        onEdit={(edit) => {
          edits.push(edit);
          setData((before) => setIn(before, edit.path, edit.value) as Data);
        }}
        onListOperation={(operation) => {
          operations.push(operation);
          setData((before) => applyListOperation(before, operation));
        }}
      />
    );
  }

  const user = userEvent.setup();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <Harness />
    </I18nextProvider>,
  );
  return { ...view, user, edits, operations, data: () => current.data, setData: (data: Data) => current.set?.(data) };
}
