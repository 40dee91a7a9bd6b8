import type { LibraryCourse } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Page } from '../../ui/layout/Page.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { useLibraryCourse } from './library-api.ts';
import { LibraryImportFailure, LibraryQuery } from './LibraryQuery.tsx';
import { useLibraryImport } from './use-library-import.ts';
import { useTemplateNameOf } from './use-template-name.ts';
import './course-library.css';

/** /library/{id}: one starter course, lesson by lesson and slide by slide, with its import. */
export function LibraryCoursePage() {
  const { t } = useTranslation();
  const { libraryCourseId = '' } = useParams();
  const course = useLibraryCourse(libraryCourseId);
  const importer = useLibraryImport();
  const title = course.data?.title ?? t('courseLibrary.title');
  return (
    <Page
      title={title}
      eyebrow={t('courseLibrary.eyebrow')}
      actions={
        course.data ? (
          <Button variant="primary" disabled={importer.importing !== undefined} onClick={() => void importer.start(libraryCourseId, title)}>
            {importer.importing ? t('courseLibrary.importing') : t('courseLibrary.import')}
          </Button>
        ) : null
      }
    >
      <p>
        <Link to="/library">{t('courseLibrary.back')}</Link>
      </p>
      <LibraryImportFailure failure={importer.failure} />
      <LibraryQuery query={course}>{(data) => <CoursePreview course={data} />}</LibraryQuery>
    </Page>
  );
}

/** What the learner will meet, in order: each slide's name and its template. */
function CoursePreview({ course }: { course: LibraryCourse }) {
  const { t } = useTranslation();
  const templateNameOf = useTemplateNameOf();
  return (
    <div className="library__preview">
      <p>{course.description}</p>
      {course.lessons.map((lesson, lessonIndex) => (
        <section key={lesson.title} className="library__lesson" aria-labelledby={`library-lesson-${lessonIndex}`}>
          <h2 id={`library-lesson-${lessonIndex}`}>{t('courseLibrary.lessonHeading', { number: lessonIndex + 1, title: lesson.title })}</h2>
          <p>{lesson.description}</p>
          <ol className="library__slides">
            {lesson.slides.map((slide) => (
              <li key={`${slide.type}:${slide.name}`}>
                <span className="library__slide-name">{slide.name}</span>
                <span className="library__slide-template">{templateNameOf(slide.type)}</span>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
