import type { ReactNode } from 'react';
import type { ActivityItem, ActivityKind } from '../activity-kind.ts';
import { ActivityEditor, type FacilitatorWork } from './ActivityEditor.tsx';
import { ActivitySettingsLoader } from './ActivitySettingsLoader.tsx';

interface Props<T extends ActivityItem> {
  kind: ActivityKind<T>;
  /** The kind's settings fields, inside the shared form. */
  fields(changed: T, edit: (patch: Partial<T>) => void): ReactNode;
  /** Where a facilitator works with the item. */
  work(item: T): FacilitatorWork<T>;
}

/** /{kind}/{lessonId}: an activity's settings page, "new" with ?courseId= making one, described by its kind. */
export function ActivitySettingsPage<T extends ActivityItem>({ kind, fields, work }: Props<T>) {
  return (
    <ActivitySettingsLoader kind={kind}>
      {(item) => <ActivityEditor kind={kind} item={item} fields={fields} work={work(item)} />}
    </ActivitySettingsLoader>
  );
}
