import { NEW_ITEM_ID } from '@slidewise/core';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useMe } from '../../auth/index.ts';
import type { SettingsItem } from '../settings/item-settings-session.ts';
import { canEditSettings } from '../settings/settings-editors.ts';
import { useActivitySettings, type ActivitySettingsOptions } from '../settings/use-activity-settings.ts';
import { Page } from '../../../ui/layout/Page.tsx';
import { Button } from '../../../ui/primitives/Button.tsx';
import { SessionSettingsForm } from '../settings/SessionSettingsForm.tsx';

type Session<T extends SettingsItem> = NonNullable<ReturnType<typeof useActivitySettings<T>>['session']>;

interface Props<T extends SettingsItem & { courseTitle: string }> {
  item: T;
  /** How the kind's settings are saved (all but the item). */
  settings: Omit<ActivitySettingsOptions<T>, 'item'>;
  /** The already-translated words of the page. */
  texts: { newTitle: string; pageTitle: string; backToCourse: string; viewsLabel: string; settingsTab: string; otherTab: string; formLabel: string };
  /** The class of the tab bar, styled by the kind. */
  tabsClassName: string;
  /** The kind's settings fields. */
  fields(changed: T, edit: (patch: Partial<T>) => void): ReactNode;
  /** The second view of a created item (an observation's records, a conference's registrations); session is null while it is made. */
  other(session: Session<T> | null): ReactNode;
}

/**
 * An observation's or conference's page once loaded: the settings, and for a created item a second view
 * a facilitator works in. Facilitators (who cannot edit the settings) land on that view.
 */
export function SessionLessonEditor<T extends SettingsItem & { courseTitle: string }>({ item, settings, texts, tabsClassName, fields, other }: Props<T>) {
  const readOnly = !canEditSettings(useMe().data?.userRoles);
  const created = item.id !== NEW_ITEM_ID;
  const [tab, setTab] = useState<'settings' | 'other'>(readOnly && created ? 'other' : 'settings');
  const { session, isMovingItself } = useActivitySettings<T>({ item, ...settings });

  return (
    <Page
      title={item.title || texts.newTitle}
      eyebrow={item.courseTitle || texts.pageTitle}
      actions={
        <div className="item-settings__links">
          <Link to={`/course/${encodeURIComponent(item.courseId)}/edit?section=lessons`}>{texts.backToCourse}</Link>
        </div>
      }
    >
      {created ? (
        <div className={tabsClassName} role="group" aria-label={texts.viewsLabel}>
          <Button variant={tab === 'settings' ? 'primary' : 'secondary'} aria-pressed={tab === 'settings'} onClick={() => setTab('settings')}>
            {texts.settingsTab}
          </Button>
          <Button variant={tab === 'other' ? 'primary' : 'secondary'} aria-pressed={tab === 'other'} onClick={() => setTab('other')}>
            {texts.otherTab}
          </Button>
        </div>
      ) : null}
      {tab === 'settings' && session ? (
        <SessionSettingsForm session={session} label={texts.formLabel} readOnly={readOnly} isMovingItself={isMovingItself}>
          {fields}
        </SessionSettingsForm>
      ) : null}
      {tab === 'other' && created ? other(session) : null}
    </Page>
  );
}
