import type { SelectField as SelectModel } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { FieldFrame } from '../../../../ui/primitives/FieldFrame.tsx';
import { translationAt } from '../field-label.ts';
import { useFieldEdit } from '../use-field-edit.ts';
import { useFieldError } from '../use-field-error.ts';
import type { FieldProps } from './field-props.ts';

/** The enumeration's values are the spec's words ("Overlay Bottom"); shown translated when we have them. */
export function SelectControl({ field, path, value, label, help }: FieldProps<SelectModel>) {
  const { t, i18n } = useTranslation();
  const { change } = useFieldEdit(path, value);
  const error = useFieldError(field, path, value, label);
  const current = typeof value === 'string' && field.options.includes(value) ? value : '';
  return (
    <FieldFrame
      label={label}
      {...(help ? { hint: help } : {})}
      {...(error ? { error } : {})}
      {...(field.required ? { requirement: 'required' as const } : {})}
      control={(controlProps) => (
        <select
          className="field__input field__select"
          {...controlProps}
          value={current}
          onChange={(event) => change(event.target.value === '' ? undefined : event.target.value)}
        >
          {/* Without a value yet (or one the enumeration lost), an empty choice keeps the select honest. */}
          {current === '' ? <option value="">{t('lessonEditorForm.select.none')}</option> : null}
          {field.options.map((option) => (
            <option key={option} value={option}>
              {translationAt(i18n, `lessonEditorForm.options.${option}`) ?? option}
            </option>
          ))}
        </select>
      )}
    />
  );
}
