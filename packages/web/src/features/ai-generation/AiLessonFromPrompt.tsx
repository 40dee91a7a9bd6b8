import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../api/index.ts';
import { generateLessonFromPrompt } from '../../api/ai-generation.ts';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { TextAreaField } from '../../ui/primitives/TextAreaField.tsx';
import { aiErrorMessage, tokensText } from '../../api/ai-error-message.ts';
import './ai-generation.css';

/** In the course editor: a lesson written from a prompt, added at the end of the course. */
export function AiLessonFromPrompt({ courseId }: { courseId: string }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [prompt, setPrompt] = useState('');
  const write = useMutation({
    mutationFn: (text: string) => generateLessonFromPrompt(courseId, { prompt: text, language: i18n.language }),
    onSuccess: () => {
      setPrompt('');
      void queryClient.invalidateQueries({ queryKey: queryKeys.course.lessons(courseId) });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (prompt.trim()) write.mutate(prompt.trim());
  };
  return (
    <form className="card ai-create" aria-labelledby="ai-lesson-heading" onSubmit={submit}>
      <h2 id="ai-lesson-heading" className="ai-create__heading">
        {t('aiGeneration.lesson.title')}
      </h2>
      <TextAreaField
        label={t('aiGeneration.lesson.prompt')}
        value={prompt}
        maxLength={2000}
        onChange={(event) => setPrompt(event.target.value)}
      />
      {write.isError ? <Alert tone="negative">{aiErrorMessage(write.error, t)}</Alert> : null}
      {write.isSuccess ? (
        <Alert tone="positive">
          {t('aiGeneration.lesson.done', { title: write.variables.split('\n', 1)[0] })} {tokensText(write.data.usage.totalTokens, t)}
        </Alert>
      ) : null}
      <div className="ai-create__actions">
        <Button type="submit" disabled={write.isPending || !prompt.trim()}>
          {write.isPending ? t('aiGeneration.lesson.working') : t('aiGeneration.lesson.submit')}
        </Button>
      </div>
    </form>
  );
}
