import { useId } from 'react';
import './primitives.css';

interface RadioGroupProps<Value extends string> {
  legend: string;
  name?: string;
  value: Value;
  options: readonly { value: Value; label: string; hint?: string }[];
  onChange(value: Value): void;
  disabled?: boolean;
}

/** One choice among a few, all visible: a fieldset of radio buttons (arrow keys move between them). */
export function RadioGroup<Value extends string>({ legend, name, value, options, onChange, disabled }: RadioGroupProps<Value>) {
  const generated = useId();
  const groupName = name ?? generated;
  return (
    <fieldset className="radio-group" disabled={disabled}>
      <legend className="field__label">{legend}</legend>
      {options.map((option) => {
        const id = `${groupName}-${option.value}`;
        return (
          <div key={option.value} className="radio-group__option">
            <input
              id={id}
              type="radio"
              name={groupName}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-describedby={option.hint ? `${id}-hint` : undefined}
            />
            <label htmlFor={id}>{option.label}</label>
            {option.hint ? (
              <p className="radio-group__hint field__hint" id={`${id}-hint`}>
                {option.hint}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
