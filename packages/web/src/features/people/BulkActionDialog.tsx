import { bulkUserActions, type BulkUserAction } from '@slidewise/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../api/index.ts';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { Dialog } from '../../ui/primitives/Dialog.tsx';
import { SelectField } from '../../ui/primitives/SelectField.tsx';
import { ChoiceList } from './ChoiceList.tsx';
import { GroupChoiceList } from './GroupChoiceList.tsx';
import { bulkAction } from './data/people-api.ts';
import { usePeopleMutation } from './data/people-queries.ts';
import { roleOptions } from './role-options.ts';

interface BulkActionDialogProps {
  userIds: readonly string[];
  onClose(): void;
  /** After the action: the list clears its selection. */
  onDone(): void;
}

const needsRoles = (action: BulkUserAction) => action === 'assignRoles' || action === 'removeRoles';
const needsGroups = (action: BulkUserAction) => action === 'addToGroups' || action === 'removeFromGroups';

/** One action on the people chosen in the list, said in full before it runs. */
export function BulkActionDialog({ userIds, onClose, onDone }: BulkActionDialogProps) {
  const { t } = useTranslation();
  const [action, setAction] = useState<BulkUserAction>('addToGroups');
  const [roles, setRoles] = useState<string[]>([]);
  const [groupIds, setGroupIds] = useState<string[]>([]);
  const run = usePeopleMutation(bulkAction);
  const missingChoice = (needsRoles(action) && roles.length === 0) || (needsGroups(action) && groupIds.length === 0);

  const submit = () =>
    run.mutate({ action, userIds: [...userIds], roles: roles as never, userGroupIds: groupIds }, { onSuccess: () => onDone() });

  return (
    <Dialog
      open
      title={t('people.bulk.title', { count: userIds.length })}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button variant={action === 'delete' ? 'danger' : 'primary'} disabled={missingChoice || run.isPending} onClick={submit}>
            {t(`people.bulk.run.${action}`, { count: userIds.length })}
          </Button>
        </>
      }
    >
      <SelectField
        label={t('people.bulk.action')}
        value={action}
        onChange={(event) => setAction(event.target.value as BulkUserAction)}
        options={bulkUserActions.map((value) => ({ value, label: t(`people.bulk.actions.${value}`) }))}
      />
      {needsRoles(action) ? (
        <ChoiceList legend={t('people.fields.roles')} options={roleOptions(t)} chosen={roles} onChange={setRoles} />
      ) : null}
      {needsGroups(action) ? <GroupChoiceList chosen={groupIds} onChange={setGroupIds} /> : null}
      {action === 'delete' ? <Alert tone="negative">{t('people.delete.explain')}</Alert> : null}
      {action === 'deactivate' ? <p className="page__text">{t('people.deactivate.explain')}</p> : null}
      {run.isError ? <Alert tone="negative">{apiErrorMessage(run.error, t)}</Alert> : null}
    </Dialog>
  );
}
