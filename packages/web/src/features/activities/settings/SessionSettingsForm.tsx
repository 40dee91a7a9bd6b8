import { useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemSettingsSession, SettingsItem } from './item-settings-session.ts';
import { Button } from '../../../ui/primitives/Button.tsx';
import { Dialog } from '../../../ui/primitives/Dialog.tsx';
import { saveStatus } from '../../../ui/saving/edit-state.ts';
import { DraftRestoredNotice } from '../../../ui/saving/DraftRestoredNotice.tsx';
import { LeaveGuard } from '../../../ui/saving/LeaveGuard.tsx';
import { SaveFailureNotice } from '../../../ui/saving/SaveFailureNotice.tsx';
import { SaveStatusIndicator } from '../../../ui/saving/SaveStatusIndicator.tsx';
import './item-settings.css';

interface SessionSettingsFormProps<T extends SettingsItem> {
  session: ItemSettingsSession<T>;
  label: string;
  readOnly: boolean;
  isMovingItself?: () => boolean;
  children: (changed: T, edit: (patch: Partial<T>) => void) => ReactNode;
}

/**
 * The frame of an observation's or a conference's settings: the same save cycle as a discussion's
 * (the discussion feature's session: 2 s after the last edit, saved / saving / error, a failed save
 * reverts with its message, a 409 asks), with the kind's own fields inside. Its words are the
 * discussion settings' own, so every settings page says the same thing about saving.
 */
export function SessionSettingsForm<T extends SettingsItem>({ session, label, readOnly, isMovingItself, children }: SessionSettingsFormProps<T>) {
  const { t } = useTranslation();
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState);
  const status = saveStatus(state);
  return (
    <form className="item-settings" aria-label={label} onSubmit={(event) => event.preventDefault()}>
      {readOnly ? <p className="field__hint">{t('discussions.settings.readOnly')}</p> : <SaveStatusIndicator status={status} label={t(`discussions.settings.save.${status}`)} />}
      <DraftRestoredNotice restored={session.restoredDraft} labels={{ text: t('discussions.settings.draft.restored'), dismiss: t('discussions.settings.draft.dismiss') }} />
      <SaveFailureNotice
        error={state.error}
        canRestore={state.failedEdits !== null}
        onRestore={() => session.restoreFailedEdits()}
        onDismiss={() => (state.failedEdits ? session.dismissFailedEdits() : session.dismissError())}
        labels={{ title: t('discussions.settings.save.failedTitle'), restore: t('discussions.settings.save.restore'), dismiss: t('discussions.settings.save.dismiss') }}
      />
      <fieldset className="item-settings__fields" disabled={readOnly}>
        {children(state.changed, (patch) => session.edit(patch))}
      </fieldset>
      <Dialog
        open={state.conflict !== null}
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
