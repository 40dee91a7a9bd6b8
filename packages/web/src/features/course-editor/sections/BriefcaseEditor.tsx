import { COURSE_BRIEFCASE_MAX_DOCUMENTS, isImageReference, type BriefcaseDocument } from '@slidewise/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/primitives/Button.tsx';
import { fileNameOf } from '../../../ui/upload/MediaPreview.tsx';
import { UploadField } from '../../../ui/upload/UploadField.tsx';
import { useCourseEditSession, useCourseEditState } from '../editor/course-edit-context.ts';

/**
 * The course's briefcase (issue 13): documents learners open or download from the course page. A file
 * uploaded or chosen from the library is added at once; a typed web address is added with its button.
 */
export function BriefcaseEditor() {
  const { t } = useTranslation();
  const session = useCourseEditSession();
  const documents = useCourseEditState().changed.briefcase;
  const [address, setAddress] = useState('');
  const headingId = useId();
  const typed = address.trim();
  const addressUsable = typed !== '' && isImageReference(typed);
  const full = documents.length >= COURSE_BRIEFCASE_MAX_DOCUMENTS;

  const add = (document: Omit<BriefcaseDocument, 'id'>) => {
    session.edit({ briefcase: [...documents, { id: crypto.randomUUID(), ...document }] });
    setAddress('');
  };
  const remove = (id: string) => session.edit({ briefcase: documents.filter((document) => document.id !== id) });

  return (
    <section className="briefcase-editor" aria-labelledby={headingId}>
      <h2 className="briefcase-editor__title" id={headingId}>
        {t('courseEditor.briefcase.title')}
      </h2>
      <p className="briefcase-editor__intro">{t('courseEditor.briefcase.intro')}</p>
      {documents.length === 0 ? (
        <p className="briefcase-editor__empty">{t('courseEditor.briefcase.empty')}</p>
      ) : (
        <ul className="briefcase-editor__list">
          {documents.map((document) => (
            <li key={document.id} className="briefcase-editor__item">
              <a href={document.url} target="_blank" rel="noreferrer">
                {document.name}
              </a>
              <Button
                variant="quiet"
                onClick={() => remove(document.id)}
                aria-label={t('courseEditor.briefcase.remove', { name: document.name })}
              >
                {t('courseEditor.briefcase.removeShort')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p className="briefcase-editor__empty">{t('courseEditor.briefcase.full', { count: COURSE_BRIEFCASE_MAX_DOCUMENTS })}</p>
      ) : (
        <>
          <UploadField
            label={t('courseEditor.briefcase.add')}
            hint={t('courseEditor.briefcase.hint')}
            contentType="briefcase-document"
            library
            value={address}
            onChange={(url, { media }) => {
              if (media) add({ name: media.name, url });
              else setAddress(url);
            }}
          />
          <div>
            <Button variant="secondary" disabled={!addressUsable} onClick={() => add({ name: fileNameOf(typed), url: typed })}>
              {t('courseEditor.briefcase.addAddress')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
