import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/primitives/TextField.tsx';

interface NumberFieldProps {
  label: string;
  hint?: string;
  value: number | null;
  min: number;
  max: number;
  /** Empty is allowed and means null. */
  optional?: boolean;
  onChange(value: number | null): void;
}

/**
 * A whole number within bounds. What the user is typing stays on screen even while it is not valid,
 * but only valid numbers reach the course, so an autosave never sends something the server refuses.
 */
export function NumberField({ label, hint, value, min, max, optional = false, onChange }: NumberFieldProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? (value === null ? '' : String(value));
  const invalid = typed !== null;

  const change = (next: string) => {
    const trimmed = next.trim();
    if (trimmed === '' && optional) {
      setTyped(null);
      onChange(null);
      return;
    }
    const number = Number(trimmed);
    if (trimmed !== '' && Number.isInteger(number) && number >= min && number <= max) {
      setTyped(null);
      onChange(number);
    } else {
      setTyped(next);
    }
  };

  return (
    <TextField
      label={label}
      requirement={optional ? 'optional' : undefined}
      {...(hint ? { hint } : {})}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={1}
      value={text}
      {...(invalid ? { error: t('courseEditor.fields.numberRange', { min, max }) } : {})}
      onChange={(event) => change(event.target.value)}
      onBlur={() => setTyped(null)}
    />
  );
}
