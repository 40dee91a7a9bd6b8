import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/primitives/Button.tsx';
import { TextField } from '../../ui/primitives/TextField.tsx';

export interface Pair {
  name: string;
  value: string;
}

interface PairListEditorProps {
  legend: string;
  hint?: string;
  initial: readonly Pair[];
  addLabel: string;
  /** Every change, with the pairs as typed (blank names included: the caller decides what to keep). */
  onChange(pairs: Pair[]): void;
}

/** A list of name and value pairs (custom fields, group rules) to add to, edit and remove from. */
export function PairListEditor({ legend, hint, initial, addLabel, onChange }: PairListEditorProps) {
  const { t } = useTranslation();
  // Rows keep a key of their own, so removing one never moves another row's typing into it.
  const nextKey = useRef(0);
  const keyed = (pair: Pair) => ({ ...pair, key: nextKey.current++ });
  const [rows, setRows] = useState(() => initial.map(keyed));
  const update = (next: typeof rows) => {
    setRows(next);
    onChange(next.map(({ name, value }) => ({ name, value })));
  };
  return (
    <fieldset className="people-choices">
      <legend className="field__label">{legend}</legend>
      {hint ? <p className="field__hint">{hint}</p> : null}
      {rows.map((row) => (
        <div className="people-custom-field" key={row.key}>
          <TextField
            label={t('people.fields.customFieldName')}
            value={row.name}
            onChange={(event) => update(rows.map((item) => (item.key === row.key ? { ...item, name: event.target.value } : item)))}
          />
          <TextField
            label={t('people.fields.customFieldValue')}
            value={row.value}
            onChange={(event) => update(rows.map((item) => (item.key === row.key ? { ...item, value: event.target.value } : item)))}
          />
          <Button variant="quiet" onClick={() => update(rows.filter((item) => item.key !== row.key))}>
            {t('people.fields.removeCustomField')}
          </Button>
        </div>
      ))}
      <div>
        <Button variant="secondary" onClick={() => update([...rows, keyed({ name: '', value: '' })])}>
          {addLabel}
        </Button>
      </div>
    </fieldset>
  );
}
