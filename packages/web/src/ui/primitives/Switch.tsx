import { useId, type InputHTMLAttributes } from 'react';
import './primitives.css';

interface SwitchProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'role'> {
  label: string;
  hint?: string;
}

/** An on/off setting that applies at once: a checkbox announced as a switch. */
export function Switch({ label, hint, className, ...inputProps }: SwitchProps) {
  const id = useId();
  return (
    <div className={`switch${className ? ` ${className}` : ''}`}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={inputProps.checked}
        className="switch__input"
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...inputProps}
      />
      <label className="switch__label" htmlFor={id}>
        <span className="switch__track" aria-hidden="true">
          <span className="switch__thumb" />
        </span>
        <span className="switch__text">{label}</span>
      </label>
      {hint ? (
        <p className="switch__hint field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
