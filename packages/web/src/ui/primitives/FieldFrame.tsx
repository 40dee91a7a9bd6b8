import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './primitives.css';

export interface FieldFrameProps {
  label: string;
  /** Shows the spec's '(required)' or '(optional)' marker after the label. */
  requirement?: 'required' | 'optional';
  hint?: string;
  error?: string;
  className?: string | undefined;
}

/** What a control inside the frame must carry so its label, hint and message reach screen readers. */
export interface FieldControlProps {
  id: string;
  'aria-required': true | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The one frame of every labelled field: label and marker, hint, the control, then its message. */
export function FieldFrame({
  label,
  requirement,
  hint,
  error,
  className,
  control,
}: FieldFrameProps & { control: (props: FieldControlProps) => ReactNode }) {
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
      {control({
        id,
        'aria-required': requirement === 'required' ? true : undefined,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
