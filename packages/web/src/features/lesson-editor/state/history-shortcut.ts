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
 * Ctrl/Cmd+Z undoes, Shift+Ctrl/Cmd+Z and Ctrl+Y redo. Not inside a rich-text field: it keeps its own
 * undo of the text being typed (its changes reach the slide as edits like any other), and a shortcut
 * there belongs to it. Not inside a dialog either: the page behind it is not what the author is on.
 */
export function historyShortcut(event: ShortcutKey): 'undo' | 'redo' | null {
  const command = event.ctrlKey || event.metaKey;
  if (!command || event.altKey) return null;
  if (isInsideRichText(event.target) || isInsideDialog(event.target)) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && event.ctrlKey && !event.shiftKey) return 'redo';
  return null;
}

function isInsideRichText(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest('[contenteditable="true"], [contenteditable=""]') !== null;
}

function isInsideDialog(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest('dialog') !== null;
}
