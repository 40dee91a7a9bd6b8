import { type AiSlideAction, aiSlideActions, type Slide, slideEditorActions } from '@slidewise/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { rewriteSlideWithAi } from '../../../api/ai-generation.ts';
import { Alert } from '../../../ui/primitives/Alert.tsx';
import { Button } from '../../../ui/primitives/Button.tsx';
import { aiErrorMessage, tokensText } from '../../ai-generation/index.ts';
import { useLessonEdit, useLessonEditSession } from './lesson-edit-context.ts';

/**
 * "Improve", "Shorter and simpler" and "Make a quiz" on the selected slide. The model's slide comes back
 * unsaved and goes in as one undo step: in place of the slide, or (the quiz) right after it.
 */
export function AiSlideActions() {
  const { t, i18n } = useTranslation();
  const session = useLessonEditSession();
  const slide = useLessonEdit((state) => state.editor.slides[state.editor.currentSlideIndex]);
  const rewrite = useMutation({
    mutationFn: ({ action, asked }: { action: AiSlideAction; asked: Slide }) =>
      rewriteSlideWithAi(session.lessonId, { action, slide: asked, language: i18n.language }),
    onSuccess: (answer, { action, asked }) => {
      // The author may have selected, moved or deleted slides while the model wrote: the answer goes
      // where the slide it was asked about is now, and nowhere once that slide is gone.
      const at = session.getState().editor.slides.findIndex((candidate) => candidate.id === asked.id);
      if (at < 0) return;
      if (action === 'quiz') session.dispatch(slideEditorActions.add(answer.slide, () => session.newId(), at + 1));
      else session.dispatch(slideEditorActions.replace(answer.slide, { slideIndex: at }));
    },
  });
  if (!slide) return null;
  return (
    <div className="ai-slide-actions" role="group" aria-label={t('aiGeneration.slide.label')}>
      <span className="ai-slide-actions__caption" aria-hidden="true">
        {t('aiGeneration.slide.caption')}
      </span>
      {aiSlideActions.map((action) => (
        <Button key={action} variant="quiet" disabled={rewrite.isPending} onClick={() => rewrite.mutate({ action, asked: slide })}>
          {rewrite.isPending && rewrite.variables.action === action ? t('aiGeneration.slide.working') : t(`aiGeneration.slide.${action}`)}
        </Button>
      ))}
      {rewrite.isSuccess ? <span className="ai-tokens">{tokensText(rewrite.data.usage.totalTokens, t)}</span> : null}
      {rewrite.isError ? <Alert tone="negative">{aiErrorMessage(rewrite.error, t)}</Alert> : null}
    </div>
  );
}
