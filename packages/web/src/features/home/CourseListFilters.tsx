import { courseStatusValues, type CourseStatus } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../ui/primitives/SelectField.tsx';
import { TextField } from '../../ui/primitives/TextField.tsx';
import type { CourseListFilter } from './course-list-filter.ts';

interface CourseListFiltersProps {
  filter: CourseListFilter;
  total: number;
  countByStatus: Record<CourseStatus, number>;
  onChange(filter: CourseListFilter): void;
}

/** A search over titles and descriptions, and a status picker that says how many courses each status holds. */
export function CourseListFilters({ filter, total, countByStatus, onChange }: CourseListFiltersProps) {
  const { t } = useTranslation();
  return (
    <div className="course-list__filters" role="search">
      <TextField
        className="course-list__search"
        label={t('home.searchLabel')}
        type="search"
        autoComplete="off"
        value={filter.search}
        onChange={(event) => onChange({ ...filter, search: event.target.value })}
      />
      <SelectField
        className="course-list__status"
        label={t('home.status')}
        value={filter.status}
        onChange={(event) => onChange({ ...filter, status: event.target.value as CourseListFilter['status'] })}
        options={[
          { value: 'all', label: t('home.allStatuses', { count: total }) },
          ...courseStatusValues.map((status) => ({
            value: status,
            label: t('home.statusOption', { status: t(`courseStatus.${status}`), count: countByStatus[status] }),
          })),
        ]}
      />
    </div>
  );
}
