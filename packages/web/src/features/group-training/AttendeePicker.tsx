import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../ui/primitives/Checkbox.tsx';

interface AttendeePickerProps {
  people: readonly { id: string; name: string; email: string }[];
  selected: readonly string[];
  onChange(ids: string[]): void;
  legend: string;
}

/** Who took part: a checkbox per learner, by name with the e-mail to tell namesakes apart. */
export function AttendeePicker({ people, selected, onChange, legend }: AttendeePickerProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="group-training__picker">
      <legend className="field__label">{legend}</legend>
      {people.length === 0 ? <p className="group-training__muted">{t('groupTraining.attendees.nobody')}</p> : null}
      {people.map((person) => (
        <Checkbox
          key={person.id}
          label={person.name}
          hint={person.email}
          checked={selected.includes(person.id)}
          onChange={(event) => onChange(event.target.checked ? [...selected, person.id] : selected.filter((id) => id !== person.id))}
        />
      ))}
    </fieldset>
  );
}
