import type { MiniCourse } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CourseCardImage } from './CourseCardImage.tsx';
import { CourseStatusBadge } from './CourseStatusBadge.tsx';

export function CourseCard({ course }: { course: MiniCourse }) {
  const { t, i18n } = useTranslation();
  const modified = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(course.modified));
  return (
    <li className="course-card">
      <CourseCardImage src={course.thumbnail} title={course.title} />
      <div className="course-card__body">
        <h2 className="course-card__title">
          <Link to={`/course/${encodeURIComponent(course.id)}/edit`}>{course.title}</Link>
        </h2>
        {course.description ? <p className="course-card__description">{course.description}</p> : null}
        <div className="course-card__meta">
          <CourseStatusBadge status={course.courseStatus} />
          <span>{t('home.modified', { date: modified })}</span>
        </div>
      </div>
    </li>
  );
}
