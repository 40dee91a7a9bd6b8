import type { ListField } from '@slidewise/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/primitives/Button.tsx';
import type { FieldPath } from '../field-path.ts';
import { FieldControl } from '../FieldControl.tsx';
import { FieldList } from '../FieldList.tsx';
import type { ListOperationKind } from '../form-events.ts';
import { useFieldError } from '../use-field-error.ts';

export type ItemAction = 'up' | 'down' | 'duplicate' | 'remove';

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
  onOperation: (operation: ListOperationKind, index: number, otherIndex?: number) => void;
}

/** One item of a list: its fields (or its single control) and its own actions. */
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
      <Button
        variant="quiet"
        data-item-action="up"
        disabled={index === 0}
        aria-label={t('lessonEditorForm.list.moveUpNamed', { name })}
        onClick={() => onOperation('swap', index, index - 1)}
      >
        {t('lessonEditorForm.list.moveUp')}
      </Button>
      <Button
        variant="quiet"
        data-item-action="down"
        disabled={index === count - 1}
        aria-label={t('lessonEditorForm.list.moveDownNamed', { name })}
        onClick={() => onOperation('swap', index, index + 1)}
      >
        {t('lessonEditorForm.list.moveDown')}
      </Button>
      <Button
        variant="quiet"
        data-item-action="duplicate"
        disabled={atMaximum}
        aria-describedby={atMaximum ? fullReasonId : undefined}
        aria-label={t('lessonEditorForm.list.duplicateNamed', { name })}
        onClick={() => onOperation('duplicate', index)}
      >
        {t('lessonEditorForm.list.duplicate')}
      </Button>
      <Button
        variant="quiet"
        className="slide-form__remove"
        data-item-action="remove"
        disabled={atMinimum}
        aria-describedby={atMinimum ? leastReasonId : undefined}
        aria-label={t('lessonEditorForm.list.removeNamed', { name })}
        onClick={() => onOperation('remove', index)}
      >
        {t('lessonEditorForm.list.remove')}
      </Button>
    </div>
  );

  if (list.item.kind === 'object') {
    return (
      <li className="slide-form__item">
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
    <li className="slide-form__item slide-form__item--single">
      <FieldControl field={list.item} path={itemPath} value={value} label={name} />
      {actions}
    </li>
  );
});
