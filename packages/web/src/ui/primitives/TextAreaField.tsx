import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame, type FieldFrameProps } from './FieldFrame.tsx';

type TextAreaFieldProps = FieldFrameProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'required' | keyof FieldFrameProps>;

/** A labelled multi-line input in the same frame as TextField. */
export function TextAreaField({ label, requirement, hint, error, className, rows = 4, ...textAreaProps }: TextAreaFieldProps) {
  return (
    <FieldFrame
      {...{ label, requirement, hint, error, className }}
      control={(controlProps) => (
        <textarea rows={rows} className="field__input field__input--multiline" {...controlProps} {...textAreaProps} />
      )}
    />
  );
}
