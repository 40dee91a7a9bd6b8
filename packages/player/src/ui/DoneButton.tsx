import type { SlideTemplateInfo } from '@slidewise/core';
import { usePlayerText } from '../i18n/player-language.tsx';
import { useLessonChrome } from '../lesson/lesson-chrome.tsx';
import { playerMessages, type PlayerMessageKey } from '../i18n/messages.ts';
import { DEFAULT_PLAYER_LANGUAGE } from '../i18n/player-i18n.ts';

interface DoneButtonProps {
  template: Pick<SlideTemplateInfo, 'doneText'>;
  /** The author's own button text (e.g. a title slide's buttonText) wins over the template's doneText. */
  label?: string;
  onDone?: () => void;
  disabled?: boolean;
}

/**
 * The button that ends the slide, labelled with the template's doneText in the lesson's language; in a
 * lesson being played, with the lesson's own word for going on. An author's label wins over both.
 */
export function DoneButton({ template, label, onDone, disabled = false }: DoneButtonProps) {
  const t = usePlayerText();
  const chrome = useLessonChrome();
  const doneKey = `done.${template.doneText}`;
  const text = label?.trim() || chrome?.forwardLabel || (isMessageKey(doneKey) ? t(doneKey) : template.doneText);
  return (
    <button type="button" className="sw-button sw-button--primary sw-done" onClick={onDone} disabled={disabled}>
      {text}
    </button>
  );
}

// The catalogue's doneTexts ('Continue', 'Move on') are translated; any other is shown as written.
function isMessageKey(key: string): key is PlayerMessageKey {
  return key in playerMessages[DEFAULT_PLAYER_LANGUAGE];
}
