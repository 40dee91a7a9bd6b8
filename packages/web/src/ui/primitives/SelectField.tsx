import { useId, type SelectHTMLAttributes } from 'react';
import './primitives.css';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
}

/** A labelled native select: the platform's own picker, which phones and screen readers know best. */
export function SelectField({ label, hint, options, className, ...selectProps }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <select id={id} className="field__input field__select" aria-describedby={hint ? `${id}-hint` : undefined} {...selectProps}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
