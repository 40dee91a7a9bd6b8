import { planKinds, type PlatformAccount, type PlatformPlanUpdate } from '@slidewise/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../api/index.ts';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { Dialog } from '../../ui/primitives/Dialog.tsx';
import { SelectField } from '../../ui/primitives/SelectField.tsx';
import { Switch } from '../../ui/primitives/Switch.tsx';
import { TextField } from '../../ui/primitives/TextField.tsx';
import { useChangePlan } from './data/platform-api.ts';

/** The plan of one account: its kind, access (with the reason and date shown to its people) and lesson limit. */
export function PlanDialog({ account, onClose }: { account: PlatformAccount; onClose: () => void }) {
  const { t } = useTranslation();
  const change = useChangePlan();
  const [planKind, setPlanKind] = useState(account.planKind);
  const [hasAccess, setHasAccess] = useState(account.planAccess.hasAccess);
  const [reason, setReason] = useState(account.planAccess.hasAccessReason);
  const [lockedDate, setLockedDate] = useState(account.planAccess.lockedDate?.slice(0, 10) ?? '');
  const [lessonLimit, setLessonLimit] = useState(account.planAccess.lessonLimit?.toString() ?? '');
  const limitValid = lessonLimit === '' || /^\d{1,7}$/.test(lessonLimit);

  const save = () => {
    const body: PlatformPlanUpdate = {
      planKind,
      planAccess: {
        hasAccess,
        hasAccessReason: hasAccess ? '' : reason.trim(),
        lockedDate: !hasAccess && lockedDate ? new Date(`${lockedDate}T00:00:00.000Z`).toISOString() : null,
        lessonLimit: lessonLimit === '' ? null : Number(lessonLimit),
      },
    };
    change.mutate({ accountId: account.id, body }, { onSuccess: onClose });
  };

  return (
    <Dialog
      open
      title={t('platform.plan.title', { name: account.name })}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('platform.plan.cancel')}
          </Button>
          <Button onClick={save} disabled={!limitValid || change.isPending}>
            {change.isPending ? t('platform.plan.saving') : t('platform.plan.save')}
          </Button>
        </>
      }
    >
      <div className="platform-plan">
        <SelectField
          label={t('platform.plan.kind')}
          value={planKind}
          options={planKinds.map((kind) => ({ value: kind, label: t(`platform.kinds.${kind}`) }))}
          onChange={(event) => setPlanKind(event.target.value as PlatformAccount['planKind'])}
        />
        <TextField
          label={t('platform.plan.lessonLimit')}
          requirement="optional"
          hint={t('platform.plan.lessonLimitHint')}
          inputMode="numeric"
          value={lessonLimit}
          onChange={(event) => setLessonLimit(event.target.value.trim())}
          {...(limitValid ? {} : { error: t('platform.plan.lessonLimitInvalid') })}
        />
        <Switch
          label={t('platform.plan.hasAccess')}
          hint={t('platform.plan.hasAccessHint')}
          checked={hasAccess}
          onChange={(event) => setHasAccess(event.target.checked)}
        />
        {hasAccess ? null : (
          <>
            <TextField
              label={t('platform.plan.reason')}
              requirement="optional"
              value={reason}
              maxLength={500}
              onChange={(event) => setReason(event.target.value)}
            />
            <TextField
              label={t('platform.plan.lockedDate')}
              requirement="optional"
              type="date"
              value={lockedDate}
              onChange={(event) => setLockedDate(event.target.value)}
            />
          </>
        )}
        {change.isError ? <Alert tone="negative">{apiErrorMessage(change.error, t)}</Alert> : null}
      </div>
    </Dialog>
  );
}
