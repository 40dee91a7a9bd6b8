import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../../../ui/primitives/TextAreaField.tsx';
import { TextField } from '../../../ui/primitives/TextField.tsx';
import { useCourseEditSession, useCourseEditState } from '../editor/course-edit-context.ts';
import { BriefcaseEditor } from './BriefcaseEditor.tsx';
import { ImageUrlField } from './ImageUrlField.tsx';

/** Title, description and images: saved together 2 s after the last edit (spec §9). */
export function CourseDataSection() {
  const { t } = useTranslation();
  const session = useCourseEditSession();
  const { changed } = useCourseEditState();
  // An emptied title stays on screen with its message but is not saved: a course always has a title.
  const [emptiedTitle, setEmptiedTitle] = useState<string | null>(null);

  return (
    <div className="editor-form">
      <TextField
        label={t('courseEditor.fields.title')}
        requirement="required"
        name="title"
        maxLength={200}
        value={emptiedTitle ?? changed.title}
        {...(emptiedTitle !== null ? { error: t('validation.required') } : {})}
        onChange={(event) => {
          const title = event.target.value;
          if (title.trim() === '') {
            setEmptiedTitle(title);
            return;
          }
          setEmptiedTitle(null);
          session.edit({ title });
        }}
      />
      <TextAreaField
        label={t('courseEditor.fields.description')}
        requirement="optional"
        name="description"
        rows={5}
        maxLength={5000}
        value={changed.description}
        onChange={(event) => session.edit({ description: event.target.value })}
      />
      <div className="editor-form__grid">
        <ImageUrlField
          label={t('courseEditor.fields.thumbnail')}
          value={changed.thumbnail}
          onChange={(thumbnail) => session.edit({ thumbnail })}
        />
        <ImageUrlField
          label={t('courseEditor.fields.brandingImage')}
          value={changed.brandingImage}
          onChange={(brandingImage) => session.edit({ brandingImage })}
        />
        <ImageUrlField
          label={t('courseEditor.fields.libraryImage')}
          value={changed.libraryImage}
          onChange={(libraryImage) => session.edit({ libraryImage })}
        />
      </div>
      <BriefcaseEditor />
    </div>
  );
}
