import type { BriefcaseDocument } from '@slidewise/core';
import { useTranslation } from 'react-i18next';

/**
 * The course's briefcase (issue 13): each document opens in a new tab or downloads. Shown only when the
 * course carries documents; a course without them has nothing to say here.
 */
export function CourseDocuments({ documents }: { documents: readonly BriefcaseDocument[] }) {
  const { t } = useTranslation();
  if (documents.length === 0) return null;
  return (
    <section aria-labelledby="learner-documents-heading">
      <h2 className="learner-section__title" id="learner-documents-heading">
        {t('learner.course.documentsHeading')}
      </h2>
      <ul className="learner-documents">
        {documents.map((document) => (
          <li key={document.id} className="learner-documents__item" aria-label={document.name}>
            <span className="learner-documents__name">{document.name}</span>
            <span className="learner-documents__actions">
              <a href={document.url} target="_blank" rel="noreferrer">
                {t('learner.course.openDocument')}
              </a>
              {/* Download keeps its name only for files of our origin; a web address opens where it lives. */}
              <a href={document.url} download={document.name}>
                {t('learner.course.downloadDocument')}
              </a>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
