import { useEffect, useRef } from 'react';

/**
 * Moves the focus once the next render is on screen: after a keyboard user picks something up, to where
 * it can be put; after putting it, to the next thing to pick. The target is found after the render,
 * because it is often only enabled (or only exists) then.
 */
export function useFocusAfterRender(): (find: () => Element | null | undefined) => void {
  const pending = useRef<(() => Element | null | undefined) | null>(null);
  useEffect(() => {
    const find = pending.current;
    if (!find) return;
    pending.current = null;
    const target = find();
    if (target instanceof HTMLElement) target.focus();
  });
  return (find) => {
    pending.current = find;
  };
}

/** Whether a click came from the keyboard (Enter or Space on a button): such clicks count no presses. */
export function fromKeyboard(event: { detail: number }): boolean {
  return event.detail === 0;
}
