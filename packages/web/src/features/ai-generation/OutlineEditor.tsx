import { AI_MAX_LESSONS, type AiCourseOutline } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/primitives/Button.tsx';
import { TextAreaField } from '../../ui/primitives/TextAreaField.tsx';
import { TextField } from '../../ui/primitives/TextField.tsx';

/**
 * The proposed course to review before it is generated: its title, description and lessons, each editable,
 * movable or removable, and more lessons added up to the most one generation writes.
 */
export function OutlineEditor({ outline, onChange }: { outline: AiCourseOutline; onChange: (next: AiCourseOutline) => void }) {
  const { t } = useTranslation();
  const changeLesson = (index: number, field: 'title' | 'summary', value: string) =>
    onChange({ ...outline, lessons: outline.lessons.map((lesson, at) => (at === index ? { ...lesson, [field]: value } : lesson)) });
  const moveLesson = (index: number, to: number) => {
    const lessons = [...outline.lessons];
    const [moved] = lessons.splice(index, 1);
    lessons.splice(to, 0, moved!);
    onChange({ ...outline, lessons });
  };
  const last = outline.lessons.length - 1;
  return (
    <div className="ai-outline">
      <TextField
        label={t('aiGeneration.outline.courseTitle')}
        requirement="required"
        value={outline.title}
        maxLength={200}
        onChange={(event) => onChange({ ...outline, title: event.target.value })}
      />
      <TextAreaField
        label={t('aiGeneration.outline.description')}
        requirement="optional"
        value={outline.description}
        maxLength={1000}
        onChange={(event) => onChange({ ...outline, description: event.target.value })}
      />
      <ol className="ai-outline__lessons">
        {outline.lessons.map((lesson, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the outline's lessons have no ids; their place is what the fields edit.
          <li key={index} className="ai-outline__lesson">
            <TextField
              label={t('aiGeneration.outline.lessonTitle', { number: index + 1 })}
              value={lesson.title}
              maxLength={200}
              onChange={(event) => changeLesson(index, 'title', event.target.value)}
            />
            <TextAreaField
              label={t('aiGeneration.outline.lessonSummary', { number: index + 1 })}
              value={lesson.summary}
              maxLength={1000}
              onChange={(event) => changeLesson(index, 'summary', event.target.value)}
            />
            <div className="ai-outline__lesson-actions">
              <Button variant="quiet" disabled={index === 0} onClick={() => moveLesson(index, index - 1)}>
                {t('aiGeneration.outline.moveUp', { number: index + 1 })}
              </Button>
              <Button variant="quiet" disabled={index === last} onClick={() => moveLesson(index, index + 1)}>
                {t('aiGeneration.outline.moveDown', { number: index + 1 })}
              </Button>
              <Button
                variant="quiet"
                disabled={outline.lessons.length === 1}
                onClick={() => onChange({ ...outline, lessons: outline.lessons.filter((_, at) => at !== index) })}
              >
                {t('aiGeneration.outline.removeLesson', { number: index + 1 })}
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <div>
        <Button
          variant="secondary"
          disabled={outline.lessons.length >= AI_MAX_LESSONS}
          onClick={() => onChange({ ...outline, lessons: [...outline.lessons, { title: '', summary: '' }] })}
        >
          {t('aiGeneration.outline.addLesson')}
        </Button>
        {outline.lessons.length >= AI_MAX_LESSONS ? (
          <p className="page__text">{t('aiGeneration.outline.mostLessons', { count: AI_MAX_LESSONS })}</p>
        ) : null}
      </div>
    </div>
  );
}
