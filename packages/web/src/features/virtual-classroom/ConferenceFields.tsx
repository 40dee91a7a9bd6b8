import type { ConferenceResponse } from '@slidewise/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch } from '../../ui/primitives/Switch.tsx';
import { TextAreaField } from '../../ui/primitives/TextAreaField.tsx';
import { TextField } from '../../ui/primitives/TextField.tsx';
import { TitleField } from '../activities/index.ts';
import { joinUrlIsValid, readCapacity, readTimes, toLocalInput } from './conference-times.ts';
import '../../ui/forms/item-settings.css';

/**
 * A conference's own fields. A value the server would refuse (no title, an end not after the start, a
 * capacity below 1, a join link that is not http(s)) stays on screen with its message and is not sent.
 */
export function ConferenceFields({ changed, edit }: { changed: ConferenceResponse; edit(patch: Partial<ConferenceResponse>): void }) {
  const { t } = useTranslation();
  const [typedTimes, setTypedTimes] = useState<{ start: string; end: string; problem: 'unreadable' | 'endNotAfterStart' } | null>(null);
  const [typedCapacity, setTypedCapacity] = useState<string | null>(null);
  const [typedUrl, setTypedUrl] = useState<string | null>(null);
  const start = typedTimes?.start ?? toLocalInput(changed.startDateTime);
  const end = typedTimes?.end ?? toLocalInput(changed.endDateTime);

  const changeTimes = (next: { start: string; end: string }) => {
    const reading = readTimes(next.start, next.end);
    if (!reading.ok) return setTypedTimes({ ...next, problem: reading.problem });
    setTypedTimes(null);
    edit({ startDateTime: reading.startDateTime, endDateTime: reading.endDateTime });
  };

  return (
    <>
      <TitleField label={t('conferences.fields.title')} value={changed.title} onChange={(title) => edit({ title })} />
      <TextAreaField
        label={t('conferences.fields.description')}
        requirement="optional"
        maxLength={5000}
        value={changed.description}
        onChange={(event) => edit({ description: event.target.value })}
      />
      <fieldset className="item-settings__group">
        <legend className="field__label">{t('conferences.fields.when')}</legend>
        <div className="item-settings__row">
          <TextField
            label={t('conferences.fields.start')}
            requirement="optional"
            type="datetime-local"
            value={start}
            onChange={(event) => changeTimes({ start: event.target.value, end })}
          />
          <TextField
            label={t('conferences.fields.end')}
            requirement="optional"
            type="datetime-local"
            value={end}
            error={typedTimes ? t(`conferences.fields.timesProblem.${typedTimes.problem}`) : undefined}
            onChange={(event) => changeTimes({ start, end: event.target.value })}
          />
        </div>
      </fieldset>
      <TextField
        label={t('conferences.fields.joinUrl')}
        requirement="optional"
        hint={t('conferences.fields.joinUrlHint')}
        type="url"
        inputMode="url"
        maxLength={2048}
        value={typedUrl ?? changed.joinUrl}
        error={typedUrl !== null ? t('conferences.fields.joinUrlInvalid') : undefined}
        onChange={(event) => {
          const value = event.target.value.trim();
          if (!joinUrlIsValid(value)) return setTypedUrl(event.target.value);
          setTypedUrl(null);
          edit({ joinUrl: value });
        }}
      />
      <TextField
        label={t('conferences.fields.capacity')}
        requirement="optional"
        hint={t('conferences.fields.capacityHint')}
        inputMode="numeric"
        value={typedCapacity ?? (changed.capacity === null ? '' : String(changed.capacity))}
        error={typedCapacity !== null ? t('conferences.fields.capacityInvalid') : undefined}
        onChange={(event) => {
          const capacity = readCapacity(event.target.value);
          if (capacity === undefined) return setTypedCapacity(event.target.value);
          setTypedCapacity(null);
          edit({ capacity });
        }}
      />
      <Switch
        label={t('conferences.fields.isPublished')}
        hint={t('conferences.fields.isPublishedHint')}
        checked={changed.isPublished}
        onChange={(event) => edit({ isPublished: event.target.checked })}
      />
      <TextField
        label={t('conferences.fields.externalId')}
        requirement="optional"
        maxLength={200}
        value={changed.externalId}
        onChange={(event) => edit({ externalId: event.target.value })}
      />
    </>
  );
}
