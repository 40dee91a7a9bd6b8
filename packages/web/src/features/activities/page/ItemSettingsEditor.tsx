import { NEW_ITEM_ID } from '@slidewise/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe } from '../../auth/index.ts';
import { Page } from '../../../ui/layout/Page.tsx';
import { ItemSettingsForm, type SharedSettings } from '../settings/ItemSettingsForm.tsx';
import { canEditSettings } from '../settings/settings-editors.ts';
import { useActivitySettings, type ActivitySettingsOptions } from '../settings/use-activity-settings.ts';

interface Props<T extends SharedSettings & { courseTitle: string }> {
  item: T;
  kind: 'discussion' | 'assessment';
  /** How the kind's settings are saved (all but the item). */
  settings: Omit<ActivitySettingsOptions<T>, 'item'>;
  /** The page title while the item has none, and the eyebrow without a course title. */
  texts: { newTitle: string; pageTitle: string };
  /** Where a created item's facilitator screen is, and its link's words. */
  facilitatorLink: { to: string; label: string };
  extraFields?: (changed: T, edit: (patch: Partial<T>) => void) => ReactNode;
}

/** A discussion's or assessment's settings once loaded: the form, the way back to the course and, once created, to its posts or submissions. */
export function ItemSettingsEditor<T extends SharedSettings & { courseTitle: string }>({ item, kind, settings, texts, facilitatorLink, extraFields }: Props<T>) {
  const { t } = useTranslation();
  const readOnly = !canEditSettings(useMe().data?.userRoles);
  const { session, isMovingItself } = useActivitySettings<T>({ item, ...settings });
  const created = item.id !== NEW_ITEM_ID;

  return (
    <Page
      title={item.title || texts.newTitle}
      eyebrow={item.courseTitle || texts.pageTitle}
      actions={
        <div className="item-settings__links">
          <Link to={`/course/${encodeURIComponent(item.courseId)}/edit?section=lessons`}>{t('discussions.settings.backToCourse')}</Link>
          {created ? <Link to={facilitatorLink.to}>{facilitatorLink.label}</Link> : null}
        </div>
      }
    >
      {session ? (
        <ItemSettingsForm session={session} kind={kind} isMovingItself={isMovingItself} readOnly={readOnly} {...(extraFields ? { extraFields } : {})} />
      ) : null}
    </Page>
  );
}
