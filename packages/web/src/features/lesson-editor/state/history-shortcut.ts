/** The parts of a keyboard event a shortcut looks at. */
export interface ShortcutKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}

/**
 * Ctrl/Cmd+Z undoes, Shift+Ctrl/Cmd+Z and Ctrl+Y redo, in every field of the slide form too: the
 * rich-text fields keep no undo history of their own, so one history covers every change of the lesson
 * (a field shows the value undo restores). Not inside a dialog: the page behind it is not what the
 * author is on.
 */
export function historyShortcut(event: ShortcutKey): 'undo' | 'redo' | null {
  const command = event.ctrlKey || event.metaKey;
  if (!command || event.altKey) return null;
  if (isInsideDialog(event.target)) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && event.ctrlKey && !event.shiftKey) return 'redo';
  return null;
}

function isInsideDialog(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest('dialog') !== null;
}
