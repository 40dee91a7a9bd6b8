import type { ListField } from '@slidewise/core';
import { useCallback, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/primitives/Button.tsx';
import { defaultFieldValue } from '../default-field-value.ts';
import { inSentence, labelAt, translationAt } from '../field-label.ts';
import { useSlideForm } from '../form-context.ts';
import { templateFieldKey } from '../template-translation-key.ts';
import type { ListOperationKind } from '../form-events.ts';
import { useFieldError } from '../use-field-error.ts';
import type { FieldProps } from './field-props.ts';
import { type ItemFocus, ListItem } from './ListItem.tsx';

/** Where focus goes once an operation has been applied and the items have re-rendered. */
interface FocusRequest {
  index: number;
  target: ItemFocus;
}

/**
 * A repeating field: items with move up and down (a swap), duplicate and remove, and an add button,
 * kept within the model's min and max — a button that would cross a bound is disabled and says why.
 */
export function ListControl({ field, path, value, label, help }: FieldProps<ListField>) {
  const { t, i18n } = useTranslation();
  const { templateType, listOperation } = useSlideForm();
  const items = Array.isArray(value) ? value : [];
  const translationKey = templateFieldKey(templateType, path);
  const itemLabel = labelAt(i18n, `${translationKey}.item`) ?? field.item.label;
  const error = useFieldError(field, path, value, label, itemLabel);
  const listRef = useRef<HTMLOListElement>(null);
  const focusRequest = useRef<FocusRequest | null>(null);
  const fullReasonId = useId();
  const leastReasonId = useId();
  const latest = useRef({ path, items, field });
  latest.current = { path, items, field };

  const atMaximum = items.length >= field.max;
  const atMinimum = items.length <= field.min;
  const names = { list: inSentence(label), item: inSentence(itemLabel) };

  const operate = useCallback(
    (operation: ListOperationKind, index: number, otherIndex?: number, focus?: ItemFocus) => {
      const { path: listPath, items: current, field: list } = latest.current;
      if (operation === 'add') {
        listOperation({ path: listPath, operation, index, value: defaultFieldValue(list.item) });
        focusRequest.current = { index, target: 'first' };
      } else if (operation === 'swap' && otherIndex !== undefined) {
        listOperation({ path: listPath, operation, index, otherIndex });
        focusRequest.current = { index: otherIndex, target: focus ?? (otherIndex < index ? 'up' : 'down') };
      } else if (operation === 'duplicate') {
        listOperation({ path: listPath, operation, index });
        focusRequest.current = { index: index + 1, target: 'first' };
      } else if (operation === 'remove') {
        listOperation({ path: listPath, operation, index });
        focusRequest.current = { index: Math.min(index, current.length - 2), target: 'remove' };
      }
    },
    [listOperation],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the changed items are drawn, to move focus where the operation asked.
  useEffect(() => {
    const request = focusRequest.current;
    if (!request) return;
    focusRequest.current = null;
    const list = listRef.current;
    const item = request.index >= 0 ? list?.children[request.index] : undefined;
    const wanted =
      request.target === 'first'
        ? item?.querySelector<HTMLElement>('input:not([type=hidden]), textarea, select, [contenteditable=true]')
        : item?.querySelector<HTMLElement>(`[data-item-action=${request.target}]:not(:disabled)`);
    // A moved item at the top or bottom has lost the button pressed; its other move button is next best.
    const fallback = item?.querySelector<HTMLElement>('[data-item-action]:not(:disabled)');
    (wanted ?? fallback ?? list?.parentElement?.querySelector<HTMLElement>('[data-list-add]'))?.focus();
  }, [items]);

  return (
    <fieldset className="slide-form__list" aria-describedby={error ? `${fullReasonId}-error` : undefined}>
      <legend className="slide-form__legend">{label}</legend>
      <p className="slide-form__count">
        {t('lessonEditorForm.list.count', { count: items.length, minimum: field.min, maximum: field.max })}
      </p>
      <p className="field__hint slide-form__shortcuts">{t('lessonEditorForm.list.shortcuts')}</p>
      {help ? <p className="field__hint">{help}</p> : null}
      {error ? (
        <p className="field__error" id={`${fullReasonId}-error`}>
          {error}
        </p>
      ) : null}
      {items.length === 0 ? <p className="slide-form__empty">{t('lessonEditorForm.list.empty', names)}</p> : null}
      <ol className="slide-form__items" ref={listRef}>
        {items.map((item, index) => (
          <ListItem
            // Items have no identity of their own; their controls are controlled, so an index key shows each value where it now is.
            // biome-ignore lint/suspicious/noArrayIndexKey: see the line above.
            key={index}
            list={field}
            path={path}
            index={index}
            count={items.length}
            value={item}
            itemLabel={itemLabel}
            atMinimum={atMinimum}
            atMaximum={atMaximum}
            leastReasonId={leastReasonId}
            fullReasonId={fullReasonId}
            onOperation={operate}
          />
        ))}
      </ol>
      <div className="slide-form__list-footer">
        <Button
          variant="secondary"
          data-list-add=""
          disabled={atMaximum}
          aria-describedby={atMaximum ? fullReasonId : undefined}
          onClick={() => operate('add', items.length)}
        >
          {translationAt(i18n, `${translationKey}.add`) ??
            // The model's own button text is English; other languages build it from the item's label.
            (field.itemLabel && i18n.resolvedLanguage?.startsWith('en')
              ? field.itemLabel
              : t('lessonEditorForm.list.add', { item: inSentence(itemLabel) }))}
        </Button>
        {atMaximum ? (
          <p className="field__hint" id={fullReasonId}>
            {t('lessonEditorForm.list.full', { count: field.max, ...names })}
          </p>
        ) : null}
        {atMinimum && items.length > 0 ? (
          <p className="field__hint" id={leastReasonId}>
            {t('lessonEditorForm.list.atMinimum', { count: field.min, ...names })}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
