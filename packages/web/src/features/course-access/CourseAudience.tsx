import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listUserGroups, queryKeys } from '../../api/index.ts';
import { audienceOf, groupNames, type CourseAccess } from './course-audience.ts';
import './course-access.css';

/** Who can see the course, in words: every learner, the members of its groups (named), or nobody. */
export function useAudienceWords(access: CourseAccess): string {
  const { t } = useTranslation();
  const audience = audienceOf(access);
  // The groups' names are read only when there are groups to name.
  const groups = useQuery({ queryKey: queryKeys.userGroups, queryFn: listUserGroups, enabled: audience.kind === 'groups' });
  if (audience.kind === 'everyone') return t('publishing.audience.everyone');
  if (audience.kind === 'nobody') return t('publishing.audience.nobody');
  const names = groupNames(audience.groupIds, groups.data).map((name) => name ?? t('publishing.audience.unknownGroup'));
  return t('publishing.audience.groups', { count: names.length, names: names.join(', ') });
}

/** "Who can see it: …", shown beside a course's status. */
export function CourseAudience({ access }: { access: CourseAccess }) {
  const { t } = useTranslation();
  const words = useAudienceWords(access);
  const nobody = audienceOf(access).kind === 'nobody';
  return (
    <p className={`course-audience${nobody ? ' course-audience--nobody' : ''}`} data-testid="course-audience">
      <span className="course-audience__label">{t('publishing.audience.label')}:</span> {words}
    </p>
  );
}
