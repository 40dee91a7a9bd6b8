import {
  certificateLayouts,
  dueDateTypes,
  isRecurringDueDate,
  planAllowsCertificateLayout,
  type CertificateLayout,
  type DueDateType,
  type Mandatory,
} from '@slidewise/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../ui/primitives/SelectField.tsx';
import { Switch } from '../../../ui/primitives/Switch.tsx';
import { TextField } from '../../../ui/primitives/TextField.tsx';
import { useCourseEditSession, useCourseEditState } from '../editor/course-edit-context.ts';
import { toIsoInstant, toLocalDateTimeInput } from '../state/schedule-dates.ts';
import { NumberField } from './NumberField.tsx';
import { UpgradePrompt, useAccountSwitch, usePlan, usePlanIncludes } from '../../account/index.ts';

/** Completion criteria and the due-date type (templates §3.4), saved with the course data. */
export function CompletionSection() {
  const { t } = useTranslation();
  const session = useCourseEditSession();
  const { changed } = useCourseEditState();
  const criteria = changed.completionCriteria;
  const mandatory = changed.mandatory;
  const [typedDueDate, setTypedDueDate] = useState<string | null>(null);
  // A course due by a date is saved only with its date, one due days after assignment only with its days
  // and one due every year only with its day (the server refuses them without): picking one shows its field
  // and waits for it before the type is saved.
  const [waitingType, setWaitingType] = useState<DueDateType | null>(null);
  const dueByWithoutDate = waitingType === 'due-by';
  const shownType: DueDateType = waitingType ?? mandatory.type;
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
        onChange={(event) => editCriteria({ certificate: { ...criteria.certificate, enabled: event.target.checked } })}
      />
      {certificatesOn ? null : <p className="field__hint">{t('courseEditor.completion.certificatesSwitchedOff')}</p>}
      <UpgradePrompt feature="advanced-certificates" />
      {criteria.certificate.enabled ? (
        <CertificateLayoutField
          layout={criteria.certificate.layout ?? 'standard'}
          onChange={(layout) => editCriteria({ certificate: { ...criteria.certificate, layout } })}
        />
      ) : null}
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
          const waits =
            (type === 'due-by' && !mandatory.dueDate) ||
            (type === 'relative-due-by' && !mandatory.relativeDueDays) ||
            (type === 'recurring-static-date' && !mandatory.recurringDate);
          setWaitingType(waits ? type : null);
          setTypedDueDate(null);
          // The calendar rules are read in the author's time zone.
          if (!waits) editMandatory({ type, timeZone: mandatory.timeZone ?? browserTimeZone() });
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
              setWaitingType(null);
              editMandatory({ type: 'due-by', dueDate: iso });
            } else {
              setTypedDueDate(value);
            }
          }}
        />
      ) : null}
      {shownType === 'recurring-static-date' ? (
        <TextField
          label={t('courseEditor.completion.recurringDate')}
          hint={t('courseEditor.completion.recurringDateHint')}
          type="date"
          requirement="required"
          value={mandatory.recurringDate ? `${new Date().getFullYear()}-${mandatory.recurringDate}` : ''}
          onChange={(event) => {
            // Only the month and day count: the course is due on that day every year.
            const monthDay = event.target.value.slice(5);
            if (!/^\d{2}-\d{2}$/.test(monthDay)) return;
            setWaitingType(null);
            editMandatory({ type: 'recurring-static-date', recurringDate: monthDay, timeZone: mandatory.timeZone ?? browserTimeZone() });
          }}
        />
      ) : null}
      {shownType === 'recurring-completion-date' || shownType === 'recurring-publish-date' ? (
        <NumberField
          label={t('courseEditor.completion.recurrenceMonths')}
          hint={t('courseEditor.completion.recurrenceMonthsHint')}
          value={mandatory.recurrenceMonths ?? null}
          min={1}
          max={120}
          optional
          onChange={(recurrenceMonths) => editMandatory({ recurrenceMonths })}
        />
      ) : null}
      {shownType === 'relative-due-by' ? (
        <NumberField
          label={t('courseEditor.completion.relativeDays')}
          hint={
            waitingType === 'relative-due-by'
              ? t('courseEditor.completion.relativeDaysNeeded')
              : t('courseEditor.completion.relativeDaysHint')
          }
          value={waitingType === 'relative-due-by' ? null : (mandatory.relativeDueDays ?? null)}
          min={1}
          max={3650}
          onChange={(relativeDueDays) => {
            setWaitingType(null);
            editMandatory({ type: 'relative-due-by', relativeDueDays, timeZone: mandatory.timeZone ?? browserTimeZone() });
          }}
        />
      ) : null}
    </div>
  );
}

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * The certificate's layout (issue 16). The advanced ones need a plan that has them: on others they show,
 * unavailable, beside the spec's upgrade prompt (templates §6).
 */
function CertificateLayoutField({ layout, onChange }: { layout: CertificateLayout; onChange(layout: CertificateLayout): void }) {
  const { t } = useTranslation();
  const plan = usePlan();
  const planId = plan.data?.currentPlan.id ?? '';
  const allowed = (option: CertificateLayout) => planAllowsCertificateLayout(planId, option);
  return (
    <div className="editor-form">
      <SelectField
        label={t('courseEditor.completion.certificateLayout')}
        value={layout}
        disabled={plan.isPending}
        options={certificateLayouts.map((option) => ({
          value: option,
          label: allowed(option)
            ? t(`courseEditor.completion.layouts.${option}`)
            : t('courseEditor.completion.layoutNeedsUpgrade', { layout: t(`courseEditor.completion.layouts.${option}`) }),
        }))}
        onChange={(event) => {
          const chosen = event.target.value as CertificateLayout;
          if (allowed(chosen)) onChange(chosen);
        }}
      />
      {plan.data && certificateLayouts.some((option) => !allowed(option)) ? (
        <p className="field__hint" role="note">
          {t('courseEditor.completion.upgradeForLayouts')}
        </p>
      ) : null}
    </div>
  );
}
