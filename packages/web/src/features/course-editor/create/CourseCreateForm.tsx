import { COURSE_CREATION_TYPE, courseCreateBodySchema } from '@slidewise/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { apiErrorMessage, createCourse, queryKeys } from '../../../api/index.ts';
import { fieldErrors, focusFirstInvalidField, type FieldErrors } from '../../../ui/forms/field-errors.ts';
import { Page } from '../../../ui/layout/Page.tsx';
import { Alert } from '../../../ui/primitives/Alert.tsx';
import { Button } from '../../../ui/primitives/Button.tsx';
import { TextAreaField } from '../../../ui/primitives/TextAreaField.tsx';
import { TextField } from '../../../ui/primitives/TextField.tsx';
import { ImageUrlField } from '../sections/ImageUrlField.tsx';

type CreateField = 'title' | 'description' | 'brandingImage' | 'libraryImage';
const emptyValues: Record<CreateField, string> = { title: '', description: '', brandingImage: '', libraryImage: '' };

/** spec §2: /course/new creates the course (POST /api/courses), then sends the user to its editor. */
export function CourseCreateForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(emptyValues);
  const [errors, setErrors] = useState<FieldErrors<CreateField>>({});
  const create = useMutation({
    mutationFn: createCourse,
    onSuccess: (course) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.courses.all });
      void navigate(`/course/${encodeURIComponent(course.id)}/edit`, { replace: true });
    },
  });

  const change = (field: CreateField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = courseCreateBodySchema.safeParse({ ...values, creationType: COURSE_CREATION_TYPE });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues, values, t));
      requestAnimationFrame(() => focusFirstInvalidField(formRef.current));
      return;
    }
    create.mutate(parsed.data);
  };

  return (
    <Page title={t('courseEditor.create.title')} eyebrow={t('pages.courseEditor.title')} width="narrow">
      <form ref={formRef} className="card course-create" noValidate onSubmit={submit}>
        <p className="page__text">{t('courseEditor.create.intro')}</p>
        <p className="page__text">
          <Link to="/course/new/edit?with=ai">{t('aiGeneration.create.withAi')}</Link>
        </p>
        <TextField
          label={t('courseEditor.fields.title')}
          requirement="required"
          name="title"
          value={values.title}
          error={errors.title}
          maxLength={200}
          autoFocus
          onChange={(event) => change('title')(event.target.value)}
        />
        <TextAreaField
          label={t('courseEditor.fields.description')}
          requirement="optional"
          name="description"
          value={values.description}
          error={errors.description}
          onChange={(event) => change('description')(event.target.value)}
        />
        <ImageUrlField
          label={t('courseEditor.fields.brandingImage')}
          value={values.brandingImage}
          error={errors.brandingImage}
          onChange={change('brandingImage')}
        />
        <ImageUrlField
          label={t('courseEditor.fields.libraryImage')}
          value={values.libraryImage}
          error={errors.libraryImage}
          onChange={change('libraryImage')}
        />
        {create.isError ? <Alert tone="negative">{apiErrorMessage(create.error, t)}</Alert> : null}
        <div className="course-editor__row course-editor__row--end">
          <Link to="/">{t('courseEditor.create.cancel')}</Link>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? t('courseEditor.create.creating') : t('courseEditor.create.submit')}
          </Button>
        </div>
      </form>
    </Page>
  );
}
