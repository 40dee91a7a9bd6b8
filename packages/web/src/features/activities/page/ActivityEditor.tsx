import { NEW_ITEM_ID } from '@slidewise/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe } from '../../auth/index.ts';
import { Page } from '../../../ui/layout/Page.tsx';
import { Button } from '../../../ui/primitives/Button.tsx';
import type { ActivityItem, ActivityKind } from '../activity-kind.ts';
import type { ItemSettingsSession } from '../settings/item-settings-session.ts';
import { canEditSettings } from '../settings/settings-editors.ts';
import { SettingsForm } from '../settings/SettingsForm.tsx';
import { useActivitySettings } from '../settings/use-activity-settings.ts';

/** Where a facilitator works with a created item. */
export type FacilitatorWork<T extends ActivityItem> =
  /** A page of its own (a discussion's posts, an assessment's submissions), linked beside the way back to the course. */
  | { link: { to: string; label: string } }
  /**
   * A second view of this page (an observation's records, a conference's registrations), where those who
   * cannot edit the settings land; session is null while it is made.
   */
  | { view: { label: string; settingsLabel: string; viewsLabel: string; render(session: ItemSettingsSession<T> | null): ReactNode } };

interface Props<T extends ActivityItem> {
  kind: ActivityKind<T>;
  item: T;
  /** The kind's settings fields, inside the shared form. */
  fields(changed: T, edit: (patch: Partial<T>) => void): ReactNode;
  work: FacilitatorWork<T>;
}

/**
 * An activity's page once its item is loaded (or made new): the settings form, saved as its kind says, the
 * way back to the course and, for a created item, the way to where a facilitator works with it.
 */
export function ActivityEditor<T extends ActivityItem>({ kind, item, fields, work }: Props<T>) {
  const { t } = useTranslation();
  const texts = kind.texts(t);
  const readOnly = !canEditSettings(useMe().data?.userRoles);
  const created = item.id !== NEW_ITEM_ID;
  const view = 'view' in work && created ? work.view : null;
  const [tab, setTab] = useState<'settings' | 'work'>(view && readOnly ? 'work' : 'settings');
  const { session, isMovingItself } = useActivitySettings(kind, item);

  return (
    <Page
      title={item.title || texts.newTitle}
      eyebrow={item.courseTitle || texts.pageTitle}
      actions={
        <div className="item-settings__links">
          <Link to={`/course/${encodeURIComponent(item.courseId)}/edit?section=lessons`}>{texts.backToCourse}</Link>
          {'link' in work && created ? <Link to={work.link.to}>{work.link.label}</Link> : null}
        </div>
      }
    >
      {view ? (
        <div className="item-settings__tabs" role="group" aria-label={view.viewsLabel}>
          <Button
            variant={tab === 'settings' ? 'primary' : 'secondary'}
            aria-pressed={tab === 'settings'}
            onClick={() => setTab('settings')}
          >
            {view.settingsLabel}
          </Button>
          <Button variant={tab === 'work' ? 'primary' : 'secondary'} aria-pressed={tab === 'work'} onClick={() => setTab('work')}>
            {view.label}
          </Button>
        </div>
      ) : null}
      {tab === 'settings' && session ? (
        <SettingsForm session={session} label={texts.formLabel} readOnly={readOnly} isMovingItself={isMovingItself}>
          {fields}
        </SettingsForm>
      ) : null}
      {tab === 'work' && view ? view.render(session) : null}
    </Page>
  );
}
