import type { LibraryCourseSummary } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../ui/layout/Page.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { useLibraryCourses } from './library-api.ts';
import { LibraryImportFailure, LibraryQuery } from './LibraryQuery.tsx';
import { useLibraryImport } from './use-library-import.ts';
import { useTemplateNameOf } from './use-template-name.ts';
import './course-library.css';

/** /library (issue 17): the starter courses, to preview and import as the account's own. */
export function LibraryPage() {
  const { t } = useTranslation();
  const courses = useLibraryCourses();
  const importer = useLibraryImport();
  return (
    <Page title={t('courseLibrary.title')} eyebrow={t('courseLibrary.eyebrow')}>
      <p className="library__intro">{t('courseLibrary.intro')}</p>
      <LibraryImportFailure failure={importer.failure} />
      <LibraryQuery query={courses}>
        {(data) =>
          data.items.length === 0 ? (
            <p className="library__empty">{t('courseLibrary.empty')}</p>
          ) : (
            <ul className="library__list">
              {data.items.map((course) => (
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
        }
      </LibraryQuery>
    </Page>
  );
}

function LibraryCard(props: { course: LibraryCourseSummary; importing: boolean; disabled: boolean; onImport: () => void }) {
  const { t } = useTranslation();
  const templateNameOf = useTemplateNameOf();
  const { course } = props;
  const templates = course.templateTypes.map((type) => templateNameOf(type));
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
