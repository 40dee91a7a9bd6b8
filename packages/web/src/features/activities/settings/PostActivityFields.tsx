import type { Planning } from '@slidewise/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch } from '../../../ui/primitives/Switch.tsx';
import { TextAreaField } from '../../../ui/primitives/TextAreaField.tsx';
import { TextField } from '../../../ui/primitives/TextField.tsx';
import type { SettingsItem } from './item-settings-session.ts';
import { fromLocalInput, planningOrderIsValid, toLocalInput } from './planning-input.ts';
import { TitleField } from './TitleField.tsx';
import '../../../ui/forms/item-settings.css';

/** The settings a discussion and an assessment share (authoring §3 "Discussion and assessment defaults"). */
export interface SharedSettings extends SettingsItem {
  description: string;
  externalId: string;
  isPublished: boolean;
  postRequired: boolean;
  commentRequired: boolean;
  visibleToAllUsers: boolean;
  planning: Planning;
}

interface Props<T extends SharedSettings> {
  /** Which kind's words to use. */
  kind: 'discussion' | 'assessment';
  changed: T;
  edit(patch: Partial<T>): void;
  /** Fields only this kind has, drawn after the shared ones. */
  children?: ReactNode;
}

/** The fields of a discussion's or an assessment's settings form (the kinds learners write in). */
export function PostActivityFields<T extends SharedSettings>({ kind, changed, edit, children }: Props<T>) {
  const { t } = useTranslation();
  return (
    <>
      <TitleField label={t('discussions.settings.title')} value={changed.title} onChange={(title) => edit({ title } as Partial<T>)} />
      <TextAreaField
        label={t('discussions.settings.description')}
        requirement="optional"
        hint={t(`discussions.settings.descriptionHint.${kind}`)}
        value={changed.description}
        maxLength={5000}
        onChange={(event) => edit({ description: event.target.value } as Partial<T>)}
      />
      <fieldset className="item-settings__group">
        <legend className="field__label">{t('discussions.settings.publishing')}</legend>
        <Switch
          label={t('discussions.settings.isPublished')}
          hint={t(`discussions.settings.isPublishedHint.${kind}`)}
          checked={changed.isPublished}
          onChange={(event) => edit({ isPublished: event.target.checked } as Partial<T>)}
        />
        <Switch
          label={t(`discussions.settings.visibleToAllUsers.${kind}`)}
          hint={t(`discussions.settings.visibleToAllUsersHint.${kind}`)}
          checked={changed.visibleToAllUsers}
          onChange={(event) => edit({ visibleToAllUsers: event.target.checked } as Partial<T>)}
        />
      </fieldset>
      <fieldset className="item-settings__group">
        <legend className="field__label">{t('discussions.settings.completion')}</legend>
        <Switch
          label={t(`discussions.settings.postRequired.${kind}`)}
          checked={changed.postRequired}
          onChange={(event) => edit({ postRequired: event.target.checked } as Partial<T>)}
        />
        <Switch
          label={t('discussions.settings.commentRequired')}
          checked={changed.commentRequired}
          onChange={(event) => edit({ commentRequired: event.target.checked } as Partial<T>)}
        />
      </fieldset>
      <PlanningFields planning={changed.planning} onChange={(planning) => edit({ planning } as Partial<T>)} />
      {children}
      <TextField
        label={t('discussions.settings.externalId')}
        requirement="optional"
        hint={t('discussions.settings.externalIdHint')}
        value={changed.externalId}
        maxLength={200}
        onChange={(event) => edit({ externalId: event.target.value } as Partial<T>)}
      />
    </>
  );
}

/** The planning window: both ends optional; an end before the start stays on screen with its message, unsent. */
function PlanningFields({ planning, onChange }: { planning: Planning; onChange(planning: Planning): void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<{ start: string; end: string } | null>(null);
  const start = typed?.start ?? toLocalInput(planning.startDateTime);
  const end = typed?.end ?? toLocalInput(planning.endDateTime);

  const change = (next: { start: string; end: string }) => {
    const startDateTime = fromLocalInput(next.start);
    const endDateTime = fromLocalInput(next.end);
    if (startDateTime === undefined || endDateTime === undefined || !planningOrderIsValid({ startDateTime, endDateTime }))
      return setTyped(next);
    setTyped(null);
    onChange({ startDateTime, endDateTime });
  };
  const invalid = typed !== null;

  return (
    <fieldset className="item-settings__group">
      <legend className="field__label">{t('discussions.settings.planning')}</legend>
      <p className="field__hint">{t('discussions.settings.planningHint')}</p>
      <div className="item-settings__row">
        <TextField
          label={t('discussions.settings.start')}
          requirement="optional"
          type="datetime-local"
          value={start}
          onChange={(event) => change({ start: event.target.value, end })}
        />
        <TextField
          label={t('discussions.settings.end')}
          requirement="optional"
          type="datetime-local"
          value={end}
          error={invalid ? t('discussions.settings.endBeforeStart') : undefined}
          onChange={(event) => change({ start, end: event.target.value })}
        />
      </div>
    </fieldset>
  );
}
