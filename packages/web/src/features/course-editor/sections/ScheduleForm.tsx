import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/primitives/Button.tsx';
import { TextField } from '../../../ui/primitives/TextField.tsx';
import { scheduleProblems, toIsoInstant, toLocalDateTimeInput, type DateProblem } from '../state/schedule-dates.ts';

interface ScheduleFormProps {
  publishOn: string | null;
  unpublishOn: string | null;
  busy: boolean;
  onSchedule(dates: { publishOn: string; unpublishOn: string | null }): void;
  onCancel(): void;
}

/** Publish later: a date and time to go live, and optionally one to go offline again. */
export function ScheduleForm({ publishOn, unpublishOn, busy, onSchedule, onCancel }: ScheduleFormProps) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState({ publishOn: toLocalDateTimeInput(publishOn), unpublishOn: toLocalDateTimeInput(unpublishOn) });
  const [showProblems, setShowProblems] = useState(false);
  const problems = scheduleProblems(values, new Date());
  const formatDate = (date: Date) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  const message = (problem: DateProblem | undefined) => {
    if (!showProblems || !problem) return undefined;
    return problem.kind === 'tooEarly' || problem.kind === 'tooLate'
      ? t(`dates.${problem.kind}`, { date: formatDate(problem.bound) })
      : t(`dates.${problem.kind}`);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowProblems(true);
    const publishAt = toIsoInstant(values.publishOn);
    if (problems.publishOn || problems.unpublishOn || !publishAt) return;
    onSchedule({ publishOn: publishAt, unpublishOn: toIsoInstant(values.unpublishOn) });
  };

  const publishError = message(problems.publishOn);
  const unpublishError = message(problems.unpublishOn);
  return (
    <form className="schedule-form" noValidate onSubmit={submit} aria-label={t('courseEditor.status.scheduleTitle')}>
      <h3 className="editor-subtitle">{t('courseEditor.status.scheduleTitle')}</h3>
      <div className="editor-form__grid">
        <TextField
          label={t('courseEditor.status.publishOn')}
          requirement="required"
          type="datetime-local"
          value={values.publishOn}
          {...(publishError ? { error: publishError } : {})}
          onChange={(event) => setValues((current) => ({ ...current, publishOn: event.target.value }))}
        />
        <TextField
          label={t('courseEditor.status.unpublishOn')}
          requirement="optional"
          hint={t('courseEditor.status.unpublishOnHint')}
          type="datetime-local"
          value={values.unpublishOn}
          {...(unpublishError ? { error: unpublishError } : {})}
          onChange={(event) => setValues((current) => ({ ...current, unpublishOn: event.target.value }))}
        />
      </div>
      <div className="course-editor__row course-editor__row--end">
        <Button variant="quiet" onClick={onCancel} disabled={busy}>
          {t('courseEditor.cancel')}
        </Button>
        <Button type="submit" disabled={busy}>
          {t('courseEditor.status.actions.scheduleSubmit')}
        </Button>
      </div>
    </form>
  );
}
