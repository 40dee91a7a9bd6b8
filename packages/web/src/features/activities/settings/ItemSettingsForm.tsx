import type { Planning } from '@slidewise/core';
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/primitives/Button.tsx';
import { Dialog } from '../../../ui/primitives/Dialog.tsx';
import { Switch } from '../../../ui/primitives/Switch.tsx';
import { TextAreaField } from '../../../ui/primitives/TextAreaField.tsx';
import { TextField } from '../../../ui/primitives/TextField.tsx';
import { saveStatus } from '../../../ui/saving/edit-state.ts';
import { DraftRestoredNotice } from '../../../ui/saving/DraftRestoredNotice.tsx';
import { LeaveGuard } from '../../../ui/saving/LeaveGuard.tsx';
import { SaveFailureNotice } from '../../../ui/saving/SaveFailureNotice.tsx';
import { SaveStatusIndicator } from '../../../ui/saving/SaveStatusIndicator.tsx';
import type { ItemSettingsSession, SettingsItem } from './item-settings-session.ts';
import { fromLocalInput, planningOrderIsValid, toLocalInput } from './planning-input.ts';
import './item-settings.css';

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

interface ItemSettingsFormProps<T extends SharedSettings> {
  session: ItemSettingsSession<T>;
  kind: 'discussion' | 'assessment';
  /** Fields only this kind has, drawn after the shared ones. */
  extraFields?: (changed: T, edit: (patch: Partial<T>) => void) => ReactNode;
  /** True while the page itself moves (a "new" item to its created address): not a leaving to ask about. */
  isMovingItself?: () => boolean;
  /** Facilitators read the settings; only authors and administrators change them. */
  readOnly?: boolean;
}

/** The settings form of a discussion or an assessment, saved as the session says (2 s after the last edit). */
export function ItemSettingsForm<T extends SharedSettings>({ session, kind, extraFields, isMovingItself, readOnly = false }: ItemSettingsFormProps<T>) {
  const { t } = useTranslation();
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState);
  const { changed, conflict } = state;
  const status = saveStatus(state);
  const [typedTitle, setTypedTitle] = useState<string | null>(null);
  const edit = (patch: Partial<T>) => session.edit(patch);

  return (
    <form className="item-settings" aria-label={t(`discussions.settings.formLabel.${kind}`)} onSubmit={(event) => event.preventDefault()}>
      {readOnly ? <p className="field__hint">{t('discussions.settings.readOnly')}</p> : <SaveStatusIndicator status={status} label={t(`discussions.settings.save.${status}`)} />}
      <DraftRestoredNotice restored={session.restoredDraft} labels={{ text: t('discussions.settings.draft.restored'), dismiss: t('discussions.settings.draft.dismiss') }} />
      <SaveFailureNotice
        error={state.error}
        canRestore={state.failedEdits !== null}
        onRestore={() => session.restoreFailedEdits()}
        onDismiss={() => (state.failedEdits ? session.dismissFailedEdits() : session.dismissError())}
        labels={{ title: t('discussions.settings.save.failedTitle'), restore: t('discussions.settings.save.restore'), dismiss: t('discussions.settings.save.dismiss') }}
      />
      {/* A disabled fieldset makes every field inside read-only at once, and says so to assistive technology. */}
      <fieldset className="item-settings__fields" disabled={readOnly}>
        <TextField
          label={t('discussions.settings.title')}
          requirement="required"
          value={typedTitle ?? changed.title}
          maxLength={200}
          // A blank title is never sent: it stays on screen with its message until it is one.
          error={typedTitle !== null ? t('validation.required') : undefined}
          onChange={(event) => {
            const value = event.target.value;
            if (value.trim() === '') return setTypedTitle(value);
            setTypedTitle(null);
            edit({ title: value } as Partial<T>);
          }}
        />
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
        {extraFields?.(changed, edit)}
        <TextField
          label={t('discussions.settings.externalId')}
          requirement="optional"
          hint={t('discussions.settings.externalIdHint')}
          value={changed.externalId}
          maxLength={200}
          onChange={(event) => edit({ externalId: event.target.value } as Partial<T>)}
        />
      </fieldset>
      <Dialog
        open={conflict !== null}
        role="alertdialog"
        title={t('discussions.settings.conflict.title')}
        actions={
          <>
            <Button variant="secondary" onClick={() => session.resolveConflict('theirs')}>
              {t('discussions.settings.conflict.reloadTheirs')}
            </Button>
            <Button onClick={() => session.resolveConflict('mine')}>{t('discussions.settings.conflict.keepMine')}</Button>
          </>
        }
      >
        <p>{t('discussions.settings.conflict.text')}</p>
      </Dialog>
      <LeaveGuard
        hasUnsavedWork={() => !isMovingItself?.() && session.hasUnsavedWork()}
        saveAll={async () => {
          await session.flush();
          const after = session.getState();
          return after.error === null && after.conflict === null;
        }}
        labels={{
          title: t('discussions.settings.leave.title'),
          text: t('discussions.settings.leave.text'),
          stay: t('discussions.settings.leave.stay'),
          saveAndLeave: t('discussions.settings.leave.saveAndLeave'),
          saving: t('discussions.settings.save.saving'),
        }}
      />
    </form>
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
    if (startDateTime === undefined || endDateTime === undefined || !planningOrderIsValid({ startDateTime, endDateTime })) return setTyped(next);
    setTyped(null);
    onChange({ startDateTime, endDateTime });
  };
  const invalid = typed !== null;

  return (
    <fieldset className="item-settings__group">
      <legend className="field__label">{t('discussions.settings.planning')}</legend>
      <p className="field__hint">{t('discussions.settings.planningHint')}</p>
      <div className="item-settings__row">
        <TextField label={t('discussions.settings.start')} requirement="optional" type="datetime-local" value={start} onChange={(event) => change({ start: event.target.value, end })} />
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
