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
import '../../../ui/forms/item-settings.css';

interface SettingsFormProps<T extends SettingsItem> {
  session: ItemSettingsSession<T>;
  /** The form's accessible name, e.g. "Discussion settings". */
  label: string;
  /** Facilitators read the settings; only authors and administrators change them. */
  readOnly: boolean;
  /** True while the page itself moves (a "new" item to its created address): not a leaving to ask about. */
  isMovingItself?: () => boolean;
  /** The kind's fields. */
  children: (changed: T, edit: (patch: Partial<T>) => void) => ReactNode;
}

/**
 * The frame of every activity's settings form, around the kind's own fields: the save cycle of its session
 * (saved / saving / error, a failed save reverts with its message and can be restored, a 409 asks, a kept
 * draft says it is back, leaving with unsaved edits asks). Its words are the discussion settings' own, so
 * every settings page says the same thing about saving.
 */
export function SettingsForm<T extends SettingsItem>({ session, label, readOnly, isMovingItself, children }: SettingsFormProps<T>) {
  const { t } = useTranslation();
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState);
  const status = saveStatus(state);
  return (
    <form className="item-settings" aria-label={label} onSubmit={(event) => event.preventDefault()}>
      {readOnly ? (
        <p className="field__hint">{t('discussions.settings.readOnly')}</p>
      ) : (
        <SaveStatusIndicator status={status} label={t(`discussions.settings.save.${status}`)} />
      )}
      <DraftRestoredNotice
        restored={session.restoredDraft}
        labels={{ text: t('discussions.settings.draft.restored'), dismiss: t('discussions.settings.draft.dismiss') }}
      />
      <SaveFailureNotice
        error={state.error}
        canRestore={state.failedEdits !== null}
        onRestore={() => session.restoreFailedEdits()}
        onDismiss={() => (state.failedEdits ? session.dismissFailedEdits() : session.dismissError())}
        labels={{
          title: t('discussions.settings.save.failedTitle'),
          restore: t('discussions.settings.save.restore'),
          dismiss: t('discussions.settings.save.dismiss'),
        }}
      />
      {/* A disabled fieldset makes every field inside read-only at once, and says so to assistive technology. */}
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
