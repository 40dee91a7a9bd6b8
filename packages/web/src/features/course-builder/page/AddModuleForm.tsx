import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/primitives/Button.tsx';
import { TextField } from '../../../ui/primitives/TextField.tsx';

export function AddModuleForm({ onAdd }: { onAdd: (title: string) => void }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setError(t('validation.required'));
    onAdd(title.trim());
    setTitle('');
    setError(undefined);
  };

  return (
    <form className="course-builder__add-module" noValidate onSubmit={submit} aria-label={t('courseBuilder.addModule')}>
      <TextField
        label={t('courseBuilder.moduleTitle')}
        value={title}
        maxLength={200}
        error={error}
        onChange={(event) => setTitle(event.target.value)}
      />
      <Button type="submit">{t('courseBuilder.addModule')}</Button>
    </form>
  );
}
