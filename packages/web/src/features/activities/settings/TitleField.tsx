import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/primitives/TextField.tsx';

interface Props {
  label: string;
  value: string;
  onChange(title: string): void;
}

/** An activity's title: required, so a blank one is never sent; it stays on screen with its message until it is one. */
export function TitleField({ label, value, onChange }: Props) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <TextField
      label={label}
      requirement="required"
      maxLength={200}
      value={typed ?? value}
      error={typed !== null ? t('validation.required') : undefined}
      onChange={(event) => {
        const title = event.target.value;
        if (title.trim() === '') return setTyped(title);
        setTyped(null);
        onChange(title);
      }}
    />
  );
}
