import type { CourseReference } from '@slidewise/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * "Locked: complete Safety basics and First aid first." Each prerequisite is a link to its course, so
 * the learner can go and take it.
 */
export function PrerequisiteMessage({ prerequisites }: { prerequisites: readonly CourseReference[] }) {
  const { t, i18n } = useTranslation();
  if (prerequisites.length === 0) return <p className="learner-lock-message">{t('learner.lock.prerequisitesUnnamed')}</p>;
  // The list's words ("and", commas) come from the language; the names stay links.
  const parts = new Intl.ListFormat(i18n.language, { style: 'long', type: 'conjunction' }).formatToParts(
    prerequisites.map((course) => course.id),
  );
  const titles = new Map(prerequisites.map((course) => [course.id, course.title]));
  const [before, after] = t('learner.lock.prerequisites', { courses: '\u0000' }).split('\u0000');
  return (
    <p className="learner-lock-message">
      {before}
      {parts.map((part, index) =>
        part.type === 'element' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one translated sentence, in their fixed order
          <Link key={index} to={`/learn/courses/${encodeURIComponent(part.value)}`}>
            {titles.get(part.value)}
          </Link>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one translated sentence, in their fixed order
          <Fragment key={index}>{part.value}</Fragment>
        ),
      )}
      {after}
    </p>
  );
}
