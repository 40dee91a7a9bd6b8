import { useCallback, useRef } from 'react';
import type { FieldPath } from './field-path.ts';
import { useSlideForm } from './form-context.ts';

/**
 * Reports one field's changes. Typing is a burst: every change after the first, while the field keeps
 * focus and nothing else changed its value meanwhile (an undo, a server answer), continues the edit
 * before it. A click on a switch or a select is never a burst.
 */
export function useFieldEdit(path: FieldPath, value: unknown) {
  const { edit } = useSlideForm();
  const latest = useRef({ path, value });
  latest.current = { path, value };
  const burst = useRef<{ active: boolean; reported: unknown }>({ active: false, reported: undefined });

  const change = useCallback(
    (next: unknown, { typing = false }: { typing?: boolean } = {}) => {
      const current = burst.current;
      const continues = typing && current.active && Object.is(current.reported, latest.current.value);
      burst.current = { active: typing, reported: next };
      edit({ path: latest.current.path, value: next, continues });
    },
    [edit],
  );

  const endBurst = useCallback(() => {
    burst.current = { active: false, reported: undefined };
  }, []);

  return { change, endBurst };
}
