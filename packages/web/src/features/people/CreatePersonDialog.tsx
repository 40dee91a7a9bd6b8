import { userCreateBodySchema } from '@slidewise/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiErrorMessage } from '../../api/index.ts';
import { fieldErrors, type FieldErrors } from '../../ui/forms/field-errors.ts';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { Dialog } from '../../ui/primitives/Dialog.tsx';
import { TextField } from '../../ui/primitives/TextField.tsx';
import { ChoiceList } from './ChoiceList.tsx';
import { GroupChoiceList } from './GroupChoiceList.tsx';
import { createPerson } from './data/people-api.ts';
import { usePeopleMutation } from './data/people-queries.ts';
import { roleOptions } from './role-options.ts';

type Field = 'email' | 'firstName' | 'lastName';

/** Adds one person with roles and groups; the server mails them an invitation to choose a password. */
export function CreatePersonDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<Field, string>>({ email: '', firstName: '', lastName: '' });
  const [roles, setRoles] = useState<string[]>(['app-user']);
  const [groupIds, setGroupIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const create = usePeopleMutation(createPerson);

  const submit = () => {
    const parsed = userCreateBodySchema.safeParse({ ...values, roles, userGroupIds: groupIds });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues, values, t));
    create.mutate(parsed.data, { onSuccess: (person) => navigate(`/users/${person.userId}`) });
  };
  const field = (name: Field, label: string, type = 'text') => (
    <TextField
      label={label}
      requirement="required"
      type={type}
      value={values[name]}
      error={errors[name]}
      onChange={(event) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
        setErrors((current) => ({ ...current, [name]: undefined }));
      }}
    />
  );

  return (
    <Dialog
      open
      title={t('people.create.title')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button disabled={create.isPending || roles.length === 0} onClick={submit}>
            {t('people.create.submit')}
          </Button>
        </>
      }
    >
      <p className="page__text">{t('people.create.explain')}</p>
      {field('email', t('people.fields.email'), 'email')}
      {field('firstName', t('people.fields.firstName'))}
      {field('lastName', t('people.fields.lastName'))}
      <ChoiceList legend={t('people.fields.roles')} options={roleOptions(t)} chosen={roles} onChange={setRoles} />
      <GroupChoiceList chosen={groupIds} onChange={setGroupIds} />
      {create.isError ? <Alert tone="negative">{apiErrorMessage(create.error, t)}</Alert> : null}
    </Dialog>
  );
}
