import { slideEditorActions } from '@slidewise/core';
import { useEffect } from 'react';
import { historyShortcut } from '../state/history-shortcut.ts';
import type { LessonEditSession } from '../state/lesson-edit-session.ts';

/** Ctrl/Cmd+Z and Shift+Ctrl/Cmd+Z (or Ctrl+Y) anywhere on the page undo and redo the lesson's changes. */
export function useHistoryShortcuts(session: LessonEditSession) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const command = historyShortcut(event);
      if (!command) return;
      // The browser's own undo of the focused field would fight ours.
      event.preventDefault();
      session.dispatch(command === 'undo' ? slideEditorActions.undo() : slideEditorActions.redo());
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [session]);
}
