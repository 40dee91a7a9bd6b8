import { useEffect, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchableTemplate } from './template-search.ts';
import { TemplateThumbnail } from './TemplateThumbnail.tsx';

/** The list's pictures: a phone screen at this fraction of its size. */
const OPTION_THUMBNAIL_SCALE = 0.1;

interface TemplateOptionsProps {
  id: string;
  entries: readonly SearchableTemplate[];
  /** The key of the selected entry. */
  selectedKey: string | undefined;
  onSelect: (key: string) => void;
  /** Enter on an option: go to its ways of starting (the detail's buttons). */
  onChoose: () => void;
}

export const optionId = (listId: string, key: string) => `${listId}-${key}`;

/**
 * The templates as a listbox: one tab stop; arrow keys, Home and End move the selection, and the
 * detail beside it follows (selection follows focus).
 */
export function TemplateOptions({ id, entries, selectedKey, onSelect, onChoose }: TemplateOptionsProps) {
  const { t } = useTranslation();
  const at = entries.findIndex((entry) => entry.key === selectedKey);

  // The chosen template is in view when the list opens or its category changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new category (new entries) scrolls the chosen template into view again.
  useEffect(() => {
    if (selectedKey) document.getElementById(optionId(id, selectedKey))?.scrollIntoView?.({ block: 'nearest' });
  }, [id, selectedKey, entries]);

  const move = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && at >= 0) {
      event.preventDefault();
      onChoose();
      return;
    }
    const last = entries.length - 1;
    const next = { ArrowDown: Math.min(at + 1, last), ArrowUp: Math.max(at - 1, 0), Home: 0, End: last }[event.key];
    if (next === undefined || last < 0) return;
    event.preventDefault();
    const entry = entries[next];
    if (!entry) return;
    onSelect(entry.key);
  };

  if (entries.length === 0) {
    return (
      <p className="template-library__empty" id={id} role="status">
        {t('templateLibrary.noMatch')}
      </p>
    );
  }
  return (
    <ul
      className="template-library__options"
      id={id}
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA listbox pattern: focus stays on the list, the active option is named by aria-activedescendant
      role="listbox"
      tabIndex={0}
      aria-label={t('templateLibrary.templatesLabel')}
      aria-activedescendant={at >= 0 ? optionId(id, selectedKey ?? '') : undefined}
      onKeyDown={move}
    >
      {entries.map(({ key, template, name, description }) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox's arrow keys and Enter choose an option
        <li
          key={key}
          id={optionId(id, key)}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the listbox above
          role="option"
          aria-selected={key === selectedKey}
          className="template-library__option"
          onClick={() => onSelect(key)}
        >
          <span className="template-library__option-name">{name}</span>
          <span className="template-library__option-description">{description}</span>
          <TemplateThumbnail template={template} scale={OPTION_THUMBNAIL_SCALE} />
        </li>
      ))}
    </ul>
  );
}
