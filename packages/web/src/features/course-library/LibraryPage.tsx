import { findSlideTemplate, type LibraryCourseSummary } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../ui/layout/Page.tsx';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { Spinner } from '../../ui/primitives/Spinner.tsx';
import { QueryFailure } from '../learner/index.ts';
import { useLibraryCourses } from './library-api.ts';
import { useLibraryImport } from './use-library-import.ts';
import './course-library.css';

/** /library (issue 17): the starter courses, to preview and import as the account's own. */
export function LibraryPage() {
  const { t } = useTranslation();
  const courses = useLibraryCourses();
  const importer = useLibraryImport();
  return (
    <Page title={t('courseLibrary.title')} eyebrow={t('courseLibrary.eyebrow')}>
      <p className="library__intro">{t('courseLibrary.intro')}</p>
      {importer.failure ? (
        <Alert tone="negative">
          <p>{t('courseLibrary.importFailed')}</p>
          <p>{importer.failure}</p>
        </Alert>
      ) : null}
      {courses.isError ? (
        <QueryFailure
          title={t('courseLibrary.loadFailed')}
          error={courses.error}
          retrying={courses.isFetching}
          onRetry={() => void courses.refetch()}
        />
      ) : courses.data ? (
        courses.data.items.length === 0 ? (
          <p className="library__empty">{t('courseLibrary.empty')}</p>
        ) : (
          <ul className="library__list">
            {courses.data.items.map((course) => (
              <LibraryCard
                key={course.id}
                course={course}
                importing={importer.importing === course.id}
                disabled={importer.importing !== undefined}
                onImport={() => void importer.start(course.id, course.title)}
              />
            ))}
          </ul>
        )
      ) : (
        <Spinner label={t('courseLibrary.loading')} />
      )}
    </Page>
  );
}

function LibraryCard(props: { course: LibraryCourseSummary; importing: boolean; disabled: boolean; onImport: () => void }) {
  const { t } = useTranslation();
  const { course } = props;
  const templates = course.templateTypes.map((type) => findSlideTemplate(type)?.displayName ?? type);
  return (
    <li className="library__card">
      <h2 className="library__card-title">
        <Link to={`/library/${encodeURIComponent(course.id)}`}>{course.title}</Link>
      </h2>
      <p>{course.description}</p>
      <p className="library__facts">
        {t('courseLibrary.facts', { lessons: course.lessonCount, slides: course.slideCount, minutes: course.minutes })}
      </p>
      <p className="library__templates">{t('courseLibrary.templates', { list: templates.join(', ') })}</p>
      <div className="library__actions">
        <Link className="button button--secondary" to={`/library/${encodeURIComponent(course.id)}`}>
          {t('courseLibrary.preview')}
        </Link>
        <Button
          variant="primary"
          onClick={props.onImport}
          disabled={props.disabled}
          aria-label={t('courseLibrary.importNamed', { title: course.title })}
        >
          {props.importing ? t('courseLibrary.importing') : t('courseLibrary.import')}
        </Button>
      </div>
    </li>
  );
}
