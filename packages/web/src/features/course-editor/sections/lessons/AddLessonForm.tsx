import { lessonKinds, lessonTitleSchema, type LessonKind } from '@slidewise/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/primitives/Button.tsx';
import { SelectField } from '../../../../ui/primitives/SelectField.tsx';
import { TextField } from '../../../../ui/primitives/TextField.tsx';

interface AddLessonFormProps {
  busy: boolean;
  onAdd(kind: LessonKind, title: string): Promise<boolean>;
}

/** A new lesson of any of the five kinds, added at the end of the course. */
export function AddLessonForm({ busy, onAdd }: AddLessonFormProps) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<LessonKind>('Lesson');
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!lessonTitleSchema.safeParse(title).success) {
      setError(t('validation.required'));
      return;
    }
    if (await onAdd(kind, title.trim())) setTitle('');
  };

  return (
    <form className="add-lesson" noValidate onSubmit={(event) => void submit(event)} aria-label={t('courseEditor.lessons.addTitle')}>
      <SelectField
        label={t('courseEditor.lessons.kind')}
        value={kind}
        options={lessonKinds.map((value) => ({ value, label: t(`courseEditor.lessonKinds.${value}`) }))}
        onChange={(event) => setKind(event.target.value as LessonKind)}
      />
      <TextField
        className="add-lesson__title"
        label={t('courseEditor.lessons.newTitle')}
        value={title}
        maxLength={200}
        {...(error ? { error } : {})}
        onChange={(event) => {
          setTitle(event.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit" disabled={busy}>
        {t('courseEditor.lessons.add')}
      </Button>
    </form>
  );
}
