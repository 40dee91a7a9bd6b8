import type { AiCourseOutline } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/primitives/Button.tsx';
import { TextAreaField } from '../../ui/primitives/TextAreaField.tsx';
import { TextField } from '../../ui/primitives/TextField.tsx';

/** The proposed course to review before it is generated: its title, description and lessons, each editable or removable. */
export function OutlineEditor({ outline, onChange }: { outline: AiCourseOutline; onChange: (next: AiCourseOutline) => void }) {
  const { t } = useTranslation();
  const changeLesson = (index: number, field: 'title' | 'summary', value: string) =>
    onChange({ ...outline, lessons: outline.lessons.map((lesson, at) => (at === index ? { ...lesson, [field]: value } : lesson)) });
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
            <Button
              variant="quiet"
              disabled={outline.lessons.length === 1}
              onClick={() => onChange({ ...outline, lessons: outline.lessons.filter((_, at) => at !== index) })}
            >
              {t('aiGeneration.outline.removeLesson', { number: index + 1 })}
            </Button>
          </li>
        ))}
      </ol>
    </div>
  );
}
