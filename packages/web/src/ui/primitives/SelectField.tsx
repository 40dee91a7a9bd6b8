import type { SelectHTMLAttributes } from 'react';
import { FieldFrame, type FieldFrameProps } from './FieldFrame.tsx';

type SelectFieldProps = Omit<FieldFrameProps, 'requirement' | 'error'> &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | keyof FieldFrameProps> & {
    options: readonly { value: string; label: string }[];
  };

/** A labelled native select: the platform's own picker, which phones and screen readers know best. */
export function SelectField({ label, hint, options, className, ...selectProps }: SelectFieldProps) {
  return (
    <FieldFrame
      {...{ label, hint, className }}
      control={(controlProps) => (
        <select className="field__input field__select" {...controlProps} {...selectProps}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}
