import type { InputHTMLAttributes } from 'react';
import { FieldFrame, type FieldFrameProps } from './FieldFrame.tsx';

type TextFieldProps = FieldFrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required' | keyof FieldFrameProps>;

/** A labelled input with its hint and its validation message tied to it for screen readers. */
export function TextField({ label, requirement, hint, error, className, ...inputProps }: TextFieldProps) {
  return (
    <FieldFrame
      {...{ label, requirement, hint, error, className }}
      control={(controlProps) => <input className="field__input" {...controlProps} {...inputProps} />}
    />
  );
}
