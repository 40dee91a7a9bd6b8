import type { ListField } from '@slidewise/core';
import { type KeyboardEvent, memo } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../../ui/glyphs/glyphs.css';
import type { FieldPath } from '../field-path.ts';
import { FieldControl } from '../FieldControl.tsx';
import { FieldList } from '../FieldList.tsx';
import type { ListOperationKind } from '../form-events.ts';
import { useFieldError } from '../use-field-error.ts';

export type ItemAction = 'up' | 'down' | 'duplicate' | 'remove';

/** Where focus goes after an operation: one of the item's buttons, or its first box. */
export type ItemFocus = ItemAction | 'first';

interface ListItemProps {
  list: ListField;
  path: FieldPath;
  index: number;
  count: number;
  value: unknown;
  itemLabel: string;
  atMinimum: boolean;
  atMaximum: boolean;
  leastReasonId: string;
  fullReasonId: string;
  onOperation: (operation: ListOperationKind, index: number, otherIndex?: number, focus?: ItemFocus) => void;
}

/**
 * One item of a list, compact: its fields (or its single control) beside a row of icon buttons (move
 * up, move down, duplicate, remove), each named in full for screen readers and with its shortcut.
 */
export const ListItem = memo(function ListItem({
  list,
  path,
  index,
  count,
  value,
  itemLabel,
  atMinimum,
  atMaximum,
  leastReasonId,
  fullReasonId,
  onOperation,
}: ListItemProps) {
  const { t } = useTranslation();
  const itemPath = [...path, index];
  const name = t('lessonEditorForm.list.itemName', { item: itemLabel, number: index + 1 });
  const error = useFieldError(list.item, itemPath, value, name);

  const actions = (
    <div className="slide-form__item-actions" role="group" aria-label={t('lessonEditorForm.list.actionsOf', { name })}>
      <ItemButton
        action="up"
        glyph="up"
        label={t('lessonEditorForm.list.moveUpNamed', { name })}
        tip={t('lessonEditorForm.list.moveUp')}
        shortcut="Alt+ArrowUp"
        disabled={index === 0}
        onClick={() => onOperation('swap', index, index - 1)}
      />
      <ItemButton
        action="down"
        glyph="down"
        label={t('lessonEditorForm.list.moveDownNamed', { name })}
        tip={t('lessonEditorForm.list.moveDown')}
        shortcut="Alt+ArrowDown"
        disabled={index === count - 1}
        onClick={() => onOperation('swap', index, index + 1)}
      />
      <ItemButton
        action="duplicate"
        glyph="copy"
        label={t('lessonEditorForm.list.duplicateNamed', { name })}
        tip={t('lessonEditorForm.list.duplicate')}
        shortcut="Alt+Shift+ArrowDown"
        disabled={atMaximum}
        describedBy={atMaximum ? fullReasonId : undefined}
        onClick={() => onOperation('duplicate', index)}
      />
      <ItemButton
        action="remove"
        glyph="delete"
        label={t('lessonEditorForm.list.removeNamed', { name })}
        tip={t('lessonEditorForm.list.remove')}
        disabled={atMinimum}
        describedBy={atMinimum ? leastReasonId : undefined}
        onClick={() => onOperation('remove', index)}
      />
    </div>
  );

  // The row's shortcuts work from anywhere in it, its boxes included (listed in the list's hint).
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    const operation = itemShortcut(event, { first: index === 0, last: index === count - 1, atMaximum });
    if (!operation) return;
    event.preventDefault();
    if (operation === 'up') onOperation('swap', index, index - 1, 'first');
    else if (operation === 'down') onOperation('swap', index, index + 1, 'first');
    else if (operation === 'duplicate') onOperation('duplicate', index);
    else onOperation('add', index + 1);
  };

  if (list.item.kind === 'object') {
    return (
      <li className="slide-form__item" onKeyDown={onKeyDown}>
        <fieldset className="slide-form__item-group">
          <legend className="slide-form__item-legend">{name}</legend>
          {actions}
          {error ? <p className="field__error">{error}</p> : null}
          <FieldList fields={list.item.fields} path={itemPath} value={value} />
        </fieldset>
      </li>
    );
  }
  return (
    <li className="slide-form__item slide-form__item--single" onKeyDown={onKeyDown}>
      <FieldControl field={list.item} path={itemPath} value={value} label={name} />
      {actions}
    </li>
  );
});

interface ItemButtonProps {
  action: ItemAction;
  glyph: string;
  /** The full name ("Move Answer 2 up"), for screen readers. */
  label: string;
  /** The short word shown on hover, with the shortcut when there is one. */
  tip: string;
  shortcut?: string;
  disabled: boolean;
  describedBy?: string;
  onClick: () => void;
}

function ItemButton({ action, glyph, label, tip, shortcut, disabled, describedBy, onClick }: ItemButtonProps) {
  return (
    <button
      type="button"
      className={`icon-button${action === 'remove' ? ' icon-button--danger' : ''}`}
      data-item-action={action}
      aria-label={label}
      aria-keyshortcuts={shortcut}
      aria-describedby={describedBy}
      title={shortcut ? `${tip} (${shortcutText(shortcut)})` : tip}
      disabled={disabled}
      onClick={onClick}
    >
      <span className={`glyph glyph--${glyph}`} aria-hidden="true" />
    </button>
  );
}

const shortcutText = (shortcut: string) => shortcut.replace('ArrowUp', '↑').replace('ArrowDown', '↓');

type ShortcutOperation = 'up' | 'down' | 'duplicate' | 'add';

/**
 * The list's shortcuts: Alt+↑ and Alt+↓ move the item, Alt+Shift+↓ duplicates it, and Enter in one of
 * its single-line boxes adds an item after it (as a new line does in a text), each only where its button
 * would be enabled.
 */
export function itemShortcut(
  event: Pick<KeyboardEvent, 'key' | 'altKey' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'target'>,
  where: { first: boolean; last: boolean; atMaximum: boolean },
): ShortcutOperation | undefined {
  if (event.ctrlKey || event.metaKey) return undefined;
  if (event.altKey && !event.shiftKey && event.key === 'ArrowUp') return where.first ? undefined : 'up';
  if (event.altKey && !event.shiftKey && event.key === 'ArrowDown') return where.last ? undefined : 'down';
  if (event.altKey && event.shiftKey && event.key === 'ArrowDown') return where.atMaximum ? undefined : 'duplicate';
  const singleLine = event.target instanceof HTMLInputElement && event.target.type === 'text';
  if (event.key === 'Enter' && !event.altKey && !event.shiftKey && singleLine) return where.atMaximum ? undefined : 'add';
  return undefined;
}
