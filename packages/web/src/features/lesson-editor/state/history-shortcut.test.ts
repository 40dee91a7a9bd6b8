import { describe, expect, it } from 'vitest';
import { historyShortcut, type ShortcutKey } from './history-shortcut.ts';

const press = (key: string, modifiers: Partial<ShortcutKey> = {}): ShortcutKey => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  target: document.body,
  ...modifiers,
});

describe('the undo and redo shortcuts', () => {
  it('undo with Ctrl+Z or Cmd+Z, redo with Shift and Ctrl+Y', () => {
    expect(historyShortcut(press('z', { ctrlKey: true }))).toBe('undo');
    expect(historyShortcut(press('z', { metaKey: true }))).toBe('undo');
    expect(historyShortcut(press('Z', { ctrlKey: true, shiftKey: true }))).toBe('redo');
    expect(historyShortcut(press('z', { metaKey: true, shiftKey: true }))).toBe('redo');
    expect(historyShortcut(press('y', { ctrlKey: true }))).toBe('redo');
  });

  it('leave other keys alone', () => {
    expect(historyShortcut(press('z'))).toBeNull();
    expect(historyShortcut(press('z', { ctrlKey: true, altKey: true }))).toBeNull();
    expect(historyShortcut(press('s', { ctrlKey: true }))).toBeNull();
  });

  it('apply in every field, rich text included, but not in dialogs', () => {
    const input = document.createElement('input');
    document.body.append(input);
    expect(historyShortcut(press('z', { ctrlKey: true, target: input }))).toBe('undo');

    const editor = document.createElement('div');
    editor.setAttribute('contenteditable', 'true');
    const paragraph = document.createElement('p');
    editor.append(paragraph);
    document.body.append(editor);
    expect(historyShortcut(press('z', { ctrlKey: true, target: paragraph }))).toBe('undo');

    const dialog = document.createElement('dialog');
    const button = document.createElement('button');
    dialog.append(button);
    document.body.append(dialog);
    expect(historyShortcut(press('z', { ctrlKey: true, target: button }))).toBeNull();
    document.body.replaceChildren();
  });
});
