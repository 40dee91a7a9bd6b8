import { Checkbox } from '../../ui/primitives/Checkbox.tsx';

interface ChoiceListProps {
  legend: string;
  options: readonly { value: string; label: string }[];
  chosen: readonly string[];
  onChange(chosen: string[]): void;
  emptyText?: string;
}

/** Several choices among a few (roles, user groups): a fieldset of checkboxes, which keyboards and readers know. */
export function ChoiceList({ legend, options, chosen, onChange, emptyText }: ChoiceListProps) {
  return (
    <fieldset className="people-choices">
      <legend className="field__label">{legend}</legend>
      {options.length === 0 && emptyText ? <p className="field__hint">{emptyText}</p> : null}
      <div className="people-choices__options">
        {options.map((option) => (
          <Checkbox
            key={option.value}
            label={option.label}
            checked={chosen.includes(option.value)}
            onChange={(event) =>
              onChange(event.target.checked ? [...chosen, option.value] : chosen.filter((value) => value !== option.value))
            }
          />
        ))}
      </div>
    </fieldset>
  );
}
