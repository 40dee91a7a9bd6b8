import { memo } from 'react';
import type { LessonAuthoringConfig } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublishLessonButton } from '../publish/PublishLessonButton.tsx';
import { AiSlideActions } from './AiSlideActions.tsx';
import { HistoryButtons } from './HistoryButtons.tsx';
import { LessonSaveIndicator } from './LessonSaveIndicator.tsx';

/** The lesson's title and course, where saving stands, undo/redo and publishing. */
export const EditorHeader = memo(function EditorHeader({ config, title }: { config: LessonAuthoringConfig; title: string }) {
  const { t } = useTranslation();
  return (
    <header className="lesson-editor__header">
      <div className="lesson-editor__heading">
        <Link className="lesson-editor__course-link" to={`/course/${encodeURIComponent(config.courseId)}/edit`}>
          {t('lessonEditor.courseLink', { title: config.courseTitle })}
        </Link>
        <h1 className="lesson-editor__title" id="page-title" tabIndex={-1}>
          {title.trim() || t('lessonEditor.untitled')}
        </h1>
      </div>
      <div className="lesson-editor__meta">
        <LessonSaveIndicator />
        <HistoryButtons />
        <AiSlideActions />
        <PublishLessonButton config={config} title={title} />
      </div>
    </header>
  );
});
