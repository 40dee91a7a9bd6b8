import { lessonKinds, type LessonKind } from '@slidewise/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createLesson } from '../../../api/index.ts';
import { Button } from '../../../ui/primitives/Button.tsx';
import { SelectField } from '../../../ui/primitives/SelectField.tsx';
import { TextField } from '../../../ui/primitives/TextField.tsx';

/** Adds a lesson of a kind into a module: created at the end of the course, then placed in the module. */
export function InlineAddLesson({
  courseId,
  moduleTitle,
  onAdded,
}: {
  courseId: string;
  moduleTitle: string;
  onAdded: (lesson: { id: string }) => void;
}) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<LessonKind>('Lesson');
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setError(t('validation.required'));
    setBusy(true);
    try {
      const lesson = await createLesson(courseId, { kind, title: title.trim() });
      setTitle('');
      setError(undefined);
      onAdded(lesson);
    } catch {
      // The request layer has already shown the server's message in a toast; the typed title stays.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="course-builder__add-lesson"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('courseBuilder.addLessonTo', { title: moduleTitle })}
    >
      <SelectField
        label={t('courseBuilder.lessonKind')}
        value={kind}
        options={lessonKinds.map((value) => ({ value, label: t(`courseEditor.lessonKinds.${value}`) }))}
        onChange={(event) => setKind(event.target.value as LessonKind)}
      />
      <TextField
        label={t('courseBuilder.lessonTitle')}
        value={title}
        maxLength={200}
        error={error}
        onChange={(event) => setTitle(event.target.value)}
      />
      <Button type="submit" disabled={busy}>
        {t('courseBuilder.addLesson')}
      </Button>
    </form>
  );
}
