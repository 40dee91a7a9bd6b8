import type { AnalyticsOverviewResponse } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../ui/primitives/Checkbox.tsx';
import { TextField } from '../../ui/primitives/TextField.tsx';
import type { OverviewFilters } from './overview-filters.ts';

interface OverviewFiltersFormProps {
  filters: OverviewFilters;
  /** The range shown (the server's default when none is chosen). */
  shown: { from: string; to: string } | undefined;
  groups: AnalyticsOverviewResponse['groups'];
  onChange: (filters: OverviewFilters) => void;
}

/** The range (two days, both included) and the user groups the overview counts. */
export function OverviewFiltersForm({ filters, shown, groups, onChange }: OverviewFiltersFormProps) {
  const { t } = useTranslation();
  const toggleGroup = (id: string, on: boolean) =>
    onChange({ ...filters, groupIds: on ? [...filters.groupIds, id] : filters.groupIds.filter((groupId) => groupId !== id) });
  return (
    <form className="analytics-filters card" onSubmit={(event) => event.preventDefault()}>
      <div className="analytics-filters__range">
        <TextField
          label={t('analyticsOverview.filters.from')}
          type="date"
          value={filters.from ?? shown?.from ?? ''}
          max={filters.to ?? shown?.to}
          onChange={(event) => onChange({ ...filters, from: event.target.value || undefined })}
        />
        <TextField
          label={t('analyticsOverview.filters.to')}
          type="date"
          value={filters.to ?? shown?.to ?? ''}
          min={filters.from ?? shown?.from}
          onChange={(event) => onChange({ ...filters, to: event.target.value || undefined })}
        />
      </div>
      {groups.length === 0 ? null : (
        <fieldset className="analytics-filters__groups">
          <legend>{t('analyticsOverview.filters.groups')}</legend>
          <p className="field__hint">{t('analyticsOverview.filters.groupsHint')}</p>
          {groups.map((group) => (
            <Checkbox
              key={group.id}
              label={group.name}
              checked={filters.groupIds.includes(group.id)}
              onChange={(event) => toggleGroup(group.id, event.target.checked)}
            />
          ))}
        </fieldset>
      )}
    </form>
  );
}
