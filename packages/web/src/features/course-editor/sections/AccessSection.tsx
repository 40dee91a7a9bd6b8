import type { UserGroup } from '@slidewise/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, createUserGroup, queryKeys } from '../../../api/index.ts';
import { Alert } from '../../../ui/primitives/Alert.tsx';
import { Button } from '../../../ui/primitives/Button.tsx';
import { Checkbox } from '../../../ui/primitives/Checkbox.tsx';
import { RadioGroup } from '../../../ui/primitives/RadioGroup.tsx';
import { Spinner } from '../../../ui/primitives/Spinner.tsx';
import { TextField } from '../../../ui/primitives/TextField.tsx';
import { useUserGroups } from '../../../api/course-queries.ts';
import { useCourseEditSession, useCourseEditState } from '../editor/course-edit-context.ts';
import { SharingPanel } from './SharingPanel.tsx';

type AccessMode = 'universal' | 'groups';

/**
 * spec §6: access is universal or limited to named user groups; saved 1 s after the last change. Those who
 * may share also choose here which restricted authors may edit the course.
 */
export function AccessSection() {
  const { t } = useTranslation();
  const session = useCourseEditSession();
  const { changed } = useCourseEditState();
  const queryClient = useQueryClient();
  const groups = useUserGroups();
  const [groupName, setGroupName] = useState('');
  const [groupNameError, setGroupNameError] = useState<string | undefined>();
  const mode: AccessMode = changed.universalAccess ? 'universal' : 'groups';

  const create = useMutation({
    mutationFn: createUserGroup,
    onSuccess: (group) => {
      queryClient.setQueryData<UserGroup[]>(queryKeys.userGroups, (current) => [...(current ?? []), group]);
      // A group made here is made for this course.
      session.edit({ universalAccess: false, userGroups: [...changed.userGroups, group.id] });
      setGroupName('');
    },
  });

  const submitGroup = (event: FormEvent) => {
    event.preventDefault();
    if (groupName.trim() === '') {
      setGroupNameError(t('validation.required'));
      return;
    }
    create.mutate(groupName.trim());
  };

  const chosen = new Set(changed.userGroups);
  return (
    <div className="editor-form">
      <RadioGroup<AccessMode>
        legend={t('courseEditor.access.legend')}
        value={mode}
        options={[
          { value: 'universal', label: t('courseEditor.access.universal'), hint: t('courseEditor.access.universalHint') },
          { value: 'groups', label: t('courseEditor.access.groups'), hint: t('courseEditor.access.groupsHint') },
        ]}
        onChange={(next) => session.edit({ universalAccess: next === 'universal' })}
      />

      {mode === 'groups' ? (
        <div className="editor-form">
          <h3 className="editor-subtitle">{t('courseEditor.access.groupListTitle')}</h3>
          {groups.isPending ? <Spinner label={t('courseEditor.access.loading')} /> : null}
          {groups.isError ? <Alert tone="negative">{apiErrorMessage(groups.error, t)}</Alert> : null}
          {groups.isSuccess && groups.data.length === 0 ? (
            <p className="editor-empty editor-empty--inline">{t('courseEditor.access.noGroups')}</p>
          ) : null}
          {groups.isSuccess && groups.data.length > 0 ? (
            <ul className="pick-list" aria-label={t('courseEditor.access.groupListTitle')}>
              {groups.data.map((group) => (
                <li key={group.id} className="pick-list__item">
                  <Checkbox
                    label={group.name}
                    checked={chosen.has(group.id)}
                    onChange={(event) =>
                      session.edit({
                        userGroups: event.target.checked
                          ? [...changed.userGroups, group.id]
                          : changed.userGroups.filter((id) => id !== group.id),
                      })
                    }
                  />
                  <span className="pick-list__meta">{t('courseEditor.access.members', { count: group.memberCount })}</span>
                </li>
              ))}
            </ul>
          ) : null}
          {groups.isSuccess && chosen.size === 0 ? <p className="field__hint">{t('courseEditor.access.noneChosen')}</p> : null}

          <form className="inline-form" noValidate onSubmit={submitGroup} aria-label={t('courseEditor.access.createGroup')}>
            <TextField
              label={t('courseEditor.access.newGroupName')}
              value={groupName}
              maxLength={200}
              {...(groupNameError ? { error: groupNameError } : {})}
              onChange={(event) => {
                setGroupName(event.target.value);
                setGroupNameError(undefined);
              }}
            />
            <Button type="submit" variant="secondary" disabled={create.isPending}>
              {t('courseEditor.access.createGroup')}
            </Button>
          </form>
          {create.isError ? <Alert tone="negative">{apiErrorMessage(create.error, t)}</Alert> : null}
        </div>
      ) : null}

      {changed.userPermissions.includes('share') ? <SharingPanel /> : null}
    </div>
  );
}
