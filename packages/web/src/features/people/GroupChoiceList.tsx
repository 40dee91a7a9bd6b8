import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../api/index.ts';
import { ChoiceList } from './ChoiceList.tsx';
import { useUserGroups } from './data/people-queries.ts';

interface GroupChoiceListProps {
  chosen: readonly string[];
  onChange(chosen: string[]): void;
}

/**
 * The account's user groups to tick (a person's groups, what an invitation or a bulk action grants). While
 * none show it says why: still loading, could not be loaded, or the account has none yet — a failed read
 * must not look like an account without groups.
 */
export function GroupChoiceList({ chosen, onChange }: GroupChoiceListProps) {
  const { t } = useTranslation();
  const groups = useUserGroups();
  const emptyText = groups.isPending
    ? t('app.loading')
    : groups.isError
      ? t('people.groups.loadFailed', { reason: apiErrorMessage(groups.error, t) })
      : t('people.groups.none');
  return (
    <ChoiceList
      legend={t('people.fields.groups')}
      options={(groups.data ?? []).map((group) => ({ value: group.id, label: group.name }))}
      chosen={chosen}
      onChange={onChange}
      emptyText={emptyText}
    />
  );
}
