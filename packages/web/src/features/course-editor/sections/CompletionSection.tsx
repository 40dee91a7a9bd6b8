import { dueDateTypes, isRecurringDueDate, type DueDateType, type Mandatory } from '@slidewise/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../ui/primitives/SelectField.tsx';
import { Switch } from '../../../ui/primitives/Switch.tsx';
import { TextField } from '../../../ui/primitives/TextField.tsx';
import { useCourseEditSession, useCourseEditState } from '../editor/course-edit-context.ts';
import { toIsoInstant, toLocalDateTimeInput } from '../state/schedule-dates.ts';
import { NumberField } from './NumberField.tsx';
import { UpgradePrompt, useAccountSwitch, usePlanIncludes } from '../../account/index.ts';

/** Completion criteria and the due-date type (templates §3.4), saved with the course data. */
export function CompletionSection() {
  const { t } = useTranslation();
  const session = useCourseEditSession();
  const { changed } = useCourseEditState();
  const criteria = changed.completionCriteria;
  const mandatory = changed.mandatory;
  const [typedDueDate, setTypedDueDate] = useState<string | null>(null);
  // A course due by a date is saved only with its date (the server refuses it without): picking
  // "due by" shows the date field and waits for a date before the type is saved.
  const [dueByWithoutDate, setDueByWithoutDate] = useState(false);
  const shownType: DueDateType = dueByWithoutDate ? 'due-by' : mandatory.type;
  // Recurring certification needs a plan that includes it and the account's switch (the server refuses it
  // otherwise); a course that already recurs keeps its type listed.
  const planHasRecurring = usePlanIncludes('recurring-certification');
  const certificationOn = useAccountSwitch('certificationEnabled');
  const recurringAllowed = planHasRecurring !== false && certificationOn === true;
  const offeredTypes = dueDateTypes.filter((type) => recurringAllowed || !isRecurringDueDate(type) || type === mandatory.type);
  const certificatesOn = useAccountSwitch('courseCompletionCertificateEnabled') !== false;

  const editCriteria = (patch: Partial<typeof criteria>) => session.edit({ completionCriteria: { ...criteria, ...patch } });
  const editMandatory = (patch: Partial<Mandatory>) => session.edit({ mandatory: { ...mandatory, ...patch } });

  return (
    <div className="editor-form">
      <h3 className="editor-subtitle">{t('courseEditor.completion.criteriaTitle')}</h3>
      <div className="editor-form__grid">
        <NumberField
          label={t('courseEditor.completion.percentage')}
          hint={t('courseEditor.completion.percentageHint')}
          value={criteria.percentage}
          min={0}
          max={100}
          onChange={(percentage) => percentage !== null && editCriteria({ percentage })}
        />
        <NumberField
          label={t('courseEditor.completion.milestone')}
          hint={t('courseEditor.completion.milestoneHint')}
          value={criteria.milestonePercentage}
          min={0}
          max={100}
          optional
          onChange={(milestonePercentage) => editCriteria({ milestonePercentage })}
        />
      </div>
      <Switch
        label={t('courseEditor.completion.certificate')}
        hint={t('courseEditor.completion.certificateHint')}
        checked={criteria.certificate.enabled}
        onChange={(event) => editCriteria({ certificate: { enabled: event.target.checked } })}
      />
      {certificatesOn ? null : <p className="field__hint">{t('courseEditor.completion.certificatesSwitchedOff')}</p>}
      <UpgradePrompt feature="advanced-certificates" />
      <Switch
        label={t('courseEditor.completion.openToComplete')}
        hint={t('courseEditor.completion.openToCompleteHint')}
        checked={criteria.openToComplete}
        onChange={(event) => editCriteria({ openToComplete: event.target.checked })}
      />

      <h3 className="editor-subtitle">{t('courseEditor.completion.dueTitle')}</h3>
      <SelectField
        label={t('courseEditor.completion.dueType')}
        value={shownType}
        options={offeredTypes.map((value) => ({ value, label: t(`courseEditor.dueDateTypes.${value}`) }))}
        onChange={(event) => {
          const type = event.target.value as DueDateType;
          const waitsForDate = type === 'due-by' && !mandatory.dueDate;
          setDueByWithoutDate(waitsForDate);
          setTypedDueDate(null);
          if (!waitsForDate) editMandatory({ type });
        }}
      />
      <UpgradePrompt feature="recurring-certification" />
      {shownType === 'due-by' ? (
        <TextField
          label={t('courseEditor.completion.dueDate')}
          type="datetime-local"
          requirement="required"
          value={typedDueDate ?? (dueByWithoutDate ? '' : toLocalDateTimeInput(mandatory.dueDate))}
          {...(dueByWithoutDate && typedDueDate === null ? { hint: t('courseEditor.completion.dueDateNeeded') } : {})}
          {...(typedDueDate === '' ? { error: t('validation.required') } : {})}
          {...(typedDueDate !== null && typedDueDate !== '' ? { error: t('dates.invalid') } : {})}
          onChange={(event) => {
            const value = event.target.value;
            const iso = toIsoInstant(value);
            if (iso) {
              setTypedDueDate(null);
              setDueByWithoutDate(false);
              editMandatory({ type: 'due-by', dueDate: iso });
            } else {
              setTypedDueDate(value);
            }
          }}
        />
      ) : null}
      {shownType === 'relative-due-by' ? (
        <NumberField
          label={t('courseEditor.completion.relativeDays')}
          hint={t('courseEditor.completion.relativeDaysHint')}
          value={mandatory.relativeDueDays ?? null}
          min={1}
          max={3650}
          optional
          onChange={(relativeDueDays) => editMandatory({ relativeDueDays })}
        />
      ) : null}
    </div>
  );
}
