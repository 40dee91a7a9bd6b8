import { useId, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import './primitives.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required'> {
  label: string;
  /** Shows the spec's '(required)' or '(optional)' marker after the label. */
  requirement?: 'required' | 'optional';
  hint?: string;
  error?: string;
}

/** A labelled input with its hint and its validation message tied to it for screen readers. */
export function TextField({ label, requirement, hint, error, className, ...inputProps }: TextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;

  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {requirement ? <span className="field__requirement"> {t(`forms.${requirement}`)}</span> : null}
      </label>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        className="field__input"
        aria-required={requirement === 'required' ? true : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...inputProps}
      />
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
