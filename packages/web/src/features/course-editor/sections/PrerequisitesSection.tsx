import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../api/index.ts';
import { Alert } from '../../../ui/primitives/Alert.tsx';
import { Checkbox } from '../../../ui/primitives/Checkbox.tsx';
import { Spinner } from '../../../ui/primitives/Spinner.tsx';
import { TextField } from '../../../ui/primitives/TextField.tsx';
import { CourseStatusBadge } from '../../home/index.ts';
import { useMiniCourses } from '../../../api/course-queries.ts';
import { useCourseEditSession, useCourseEditState } from '../editor/course-edit-context.ts';
import { useAccountSwitch } from '../../account/index.ts';

/** Courses a learner completes first, picked from the mini course list; saved 1 s after the last change. */
export function PrerequisitesSection() {
  const { t } = useTranslation();
  const session = useCourseEditSession();
  const { changed } = useCourseEditState();
  const courses = useMiniCourses();
  const [filter, setFilter] = useState('');
  const switchedOn = useAccountSwitch('coursePrerequisitesEnabled');

  // coursePrerequisitesEnabled off: prerequisites are neither editable nor enforced (the server refuses them).
  if (switchedOn === false) return <p className="editor-empty editor-empty--inline">{t('courseEditor.prerequisites.switchedOff')}</p>;
  if (courses.isPending) return <Spinner label={t('courseEditor.prerequisites.loading')} />;
  if (courses.isError) return <Alert tone="negative">{apiErrorMessage(courses.error, t)}</Alert>;

  // A course cannot be its own prerequisite.
  const others = courses.data.items.filter((course) => course.id !== changed.id);
  const chosen = new Set(changed.prerequisites);
  const query = filter.trim().toLocaleLowerCase();
  const shown = others.filter((course) => course.title.toLocaleLowerCase().includes(query));

  const toggle = (courseId: string, isChosen: boolean) =>
    session.edit({
      prerequisites: isChosen ? [...changed.prerequisites, courseId] : changed.prerequisites.filter((id) => id !== courseId),
    });

  if (others.length === 0) return <p className="editor-empty editor-empty--inline">{t('courseEditor.prerequisites.noOtherCourses')}</p>;
  return (
    <div className="editor-form">
      <p className="page__text">{t('courseEditor.prerequisites.intro')}</p>
      <p className="field__hint">{t('courseEditor.prerequisites.chosen', { count: changed.prerequisites.length })}</p>
      <TextField
        label={t('courseEditor.prerequisites.filter')}
        type="search"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      {shown.length === 0 ? <p className="editor-empty editor-empty--inline">{t('select.noResults')}</p> : null}
      <ul className="pick-list" aria-label={t('courseEditor.sections.prerequisites')}>
        {shown.map((course) => (
          <li key={course.id} className="pick-list__item">
            <Checkbox
              label={course.title || t('courseEditor.untitled')}
              checked={chosen.has(course.id)}
              onChange={(event) => toggle(course.id, event.target.checked)}
            />
            <CourseStatusBadge status={course.courseStatus} />
          </li>
        ))}
      </ul>
    </div>
  );
}
