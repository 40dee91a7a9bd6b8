import { useId, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import './primitives.css';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'required'> {
  label: string;
  requirement?: 'required' | 'optional';
  hint?: string;
  error?: string;
}

/** A labelled multi-line input; the same frame as TextField. */
export function TextAreaField({ label, requirement, hint, error, className, rows = 4, ...textAreaProps }: TextAreaFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {requirement ? <span className="field__requirement"> {t(`forms.${requirement}`)}</span> : null}
      </label>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        rows={rows}
        className="field__input field__input--multiline"
        aria-required={requirement === 'required' ? true : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...textAreaProps}
      />
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
