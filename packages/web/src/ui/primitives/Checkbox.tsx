import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './primitives.css';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  hint?: string;
}

export function Checkbox({ label, hint, className, ...inputProps }: CheckboxProps) {
  const id = useId();
  return (
    <div className={`checkbox${className ? ` ${className}` : ''}`}>
      <input id={id} type="checkbox" className="checkbox__input" aria-describedby={hint ? `${id}-hint` : undefined} {...inputProps} />
      <label className="checkbox__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="checkbox__hint field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
