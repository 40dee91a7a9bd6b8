import { rolesAllow, userUpdateBodySchema, type UserDetail } from '@slidewise/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { apiErrorMessage, isApiError } from '../../api/index.ts';
import { useMe } from '../auth/index.ts';
import { formatDateTime } from '../../i18n/format-date.ts';
import { Page } from '../../ui/layout/Page.tsx';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { ConfirmDialog } from '../../ui/primitives/ConfirmDialog.tsx';
import { Spinner } from '../../ui/primitives/Spinner.tsx';
import { TextField } from '../../ui/primitives/TextField.tsx';
import { AvatarField } from '../account/index.ts';
import { ChoiceList } from './ChoiceList.tsx';
import { GroupChoiceList } from './GroupChoiceList.tsx';
import { PairListEditor } from './PairListEditor.tsx';
import { deactivatePerson, deletePerson, reactivatePerson, updatePerson } from './data/people-api.ts';
import { usePeopleMutation, usePerson } from './data/people-queries.ts';
import { roleLabel, roleOptions } from './role-options.ts';
import './people.css';

const tabs = ['details', 'roles', 'groups', 'courses', 'activity'] as const;
type Tab = (typeof tabs)[number];

/** /users/:userId: one person's details, roles, groups, courses and activity, and what may be done to them. */
export function PersonPage() {
  const { t } = useTranslation();
  const userId = useParams().userId ?? '';
  const person = usePerson(userId);
  const [tab, setTab] = useState<Tab>('details');

  if (person.isPending) return <Spinner label={t('people.loading')} />;
  if (person.isError) {
    return (
      <Page title={t('people.person.title')}>
        <Alert tone="negative">{isApiError(person.error, 404) ? t('people.person.notFound') : apiErrorMessage(person.error, t)}</Alert>
        <Link to="/users">{t('people.person.back')}</Link>
      </Page>
    );
  }
  const data = person.data;
  const name = `${data.userFirstName} ${data.userLastName}`.trim() || data.userEmail;
  return (
    <Page title={name} eyebrow={t(`people.status.${data.status}`)} actions={<StatusActions person={data} />}>
      <Link to="/users">{t('people.person.back')}</Link>
      <LearnerReportLink userId={data.userId} />
      <div className="people-tabs" role="tablist" aria-label={t('people.person.tabs')}>
        {tabs.map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            id={`person-tab-${value}`}
            aria-selected={tab === value}
            aria-controls={`person-panel-${value}`}
            tabIndex={tab === value ? 0 : -1}
            className="people-tabs__tab"
            onClick={() => setTab(value)}
            onKeyDown={(event) => {
              // Arrow keys move between tabs (the WAI tabs pattern); Tab leaves the list.
              const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
              if (step === 0) return;
              const next = tabs[(tabs.indexOf(value) + step + tabs.length) % tabs.length]!;
              setTab(next);
              document.getElementById(`person-tab-${next}`)?.focus();
            }}
          >
            {t(`people.person.tab.${value}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`person-panel-${tab}`} aria-labelledby={`person-tab-${tab}`} className="people-panel">
        {tab === 'details' ? <DetailsForm person={data} /> : null}
        {tab === 'roles' ? <RolesForm person={data} /> : null}
        {tab === 'groups' ? <GroupsForm person={data} /> : null}
        {tab === 'courses' ? <CoursesList person={data} /> : null}
        {tab === 'activity' ? <ActivityList person={data} /> : null}
      </div>
    </Page>
  );
}

function SaveResult({ mutation }: { mutation: { isError: boolean; isSuccess: boolean; error: unknown } }) {
  const { t } = useTranslation();
  if (mutation.isError) return <Alert tone="negative">{apiErrorMessage(mutation.error, t)}</Alert>;
  if (mutation.isSuccess) return <Alert tone="positive">{t('people.person.saved')}</Alert>;
  return null;
}

function DetailsForm({ person }: { person: UserDetail }) {
  const { t } = useTranslation();
  const [values, setValues] = useState({
    firstName: person.userFirstName,
    lastName: person.userLastName,
    email: person.userEmail,
    avatarUrl: person.userAvatarUrl,
  });
  const [fields, setFields] = useState(person.userCustomFields);
  const save = usePeopleMutation((body: Parameters<typeof updatePerson>[1]) => updatePerson(person.userId, body));
  const parsed = userUpdateBodySchema.safeParse({ ...values, customFields: fields.filter((field) => field.name.trim() !== '') });
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));
  return (
    <form
      className="people-form"
      // The schema checks every field; the browser's own check of a url input would refuse an uploaded picture's path.
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (parsed.success) save.mutate(parsed.data);
      }}
    >
      <TextField label={t('people.fields.firstName')} requirement="required" value={values.firstName} onChange={set('firstName')} />
      <TextField label={t('people.fields.lastName')} requirement="required" value={values.lastName} onChange={set('lastName')} />
      <TextField label={t('people.fields.email')} requirement="required" type="email" value={values.email} onChange={set('email')} />
      <AvatarField value={values.avatarUrl} onChange={(avatarUrl) => setValues((current) => ({ ...current, avatarUrl }))} />
      <PairListEditor
        legend={t('people.fields.customFields')}
        initial={person.userCustomFields}
        addLabel={t('people.fields.addCustomField')}
        onChange={setFields}
      />
      {parsed.success ? null : <Alert tone="negative">{t('people.person.invalid')}</Alert>}
      <SaveResult mutation={save} />
      <Button type="submit" disabled={!parsed.success || save.isPending}>
        {t('people.person.save')}
      </Button>
    </form>
  );
}

function RolesForm({ person }: { person: UserDetail }) {
  const { t } = useTranslation();
  const [roles, setRoles] = useState<string[]>(person.userRoles);
  const save = usePeopleMutation((chosen: string[]) => updatePerson(person.userId, { roles: chosen as never }));
  const fixed = person.userRoles.filter((role) => !roleOptions(t).some((option) => option.value === role));
  return (
    <div className="people-form">
      <ChoiceList legend={t('people.fields.roles')} options={roleOptions(t)} chosen={roles} onChange={setRoles} />
      {fixed.length > 0 ? (
        <p className="field__hint">{t('people.person.fixedRoles', { list: fixed.map((role) => roleLabel(t, role)).join(', ') })}</p>
      ) : null}
      <SaveResult mutation={save} />
      <Button disabled={save.isPending} onClick={() => save.mutate(roles.filter((role) => !(fixed as string[]).includes(role)))}>
        {t('people.person.save')}
      </Button>
    </div>
  );
}

function GroupsForm({ person }: { person: UserDetail }) {
  const { t } = useTranslation();
  const [groupIds, setGroupIds] = useState(person.userGroups.map((group) => group.id));
  const save = usePeopleMutation((chosen: string[]) => updatePerson(person.userId, { userGroupIds: chosen }));
  return (
    <div className="people-form">
      <GroupChoiceList chosen={groupIds} onChange={setGroupIds} />
      <SaveResult mutation={save} />
      <Button disabled={save.isPending} onClick={() => save.mutate(groupIds)}>
        {t('people.person.save')}
      </Button>
    </div>
  );
}

function CoursesList({ person }: { person: UserDetail }) {
  const { t } = useTranslation();
  if (person.courses.length === 0) return <p className="page__text">{t('people.person.noCourses')}</p>;
  return (
    <table className="people-table">
      <thead>
        <tr>
          <th scope="col">{t('people.person.course')}</th>
          <th scope="col">{t('people.person.progress')}</th>
          <th scope="col">{t('people.person.score')}</th>
        </tr>
      </thead>
      <tbody>
        {person.courses.map((course) => (
          <tr key={course.courseId}>
            <td>{course.title}</td>
            <td>
              <progress max={Math.max(1, course.totalLessons)} value={course.completedLessons} aria-label={course.title} />{' '}
              {t('people.person.lessonsDone', { done: course.completedLessons, total: course.totalLessons })}
            </td>
            <td>{course.averageScore === null ? '–' : `${course.averageScore}`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ActivityList({ person }: { person: UserDetail }) {
  const { t, i18n } = useTranslation();
  return (
    <ol className="people-activity">
      {person.activity.map((event) => (
        <li key={`${event.kind}-${event.at}-${event.subject ?? ''}`}>
          <time dateTime={event.at}>{formatDateTime(event.at, i18n.language)}</time>{' '}
          {t(`people.activity.${event.kind}`, { subject: event.subject ?? '' })}
        </li>
      ))}
    </ol>
  );
}

/** Deactivate or reactivate, and delete: each asks first, delete saying what is erased and what is kept. */
function StatusActions({ person }: { person: UserDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [asking, setAsking] = useState<'deactivate' | 'delete'>();
  const deactivate = usePeopleMutation(() => deactivatePerson(person.userId));
  const reactivate = usePeopleMutation(() => reactivatePerson(person.userId));
  const remove = usePeopleMutation(() => deletePerson(person.userId));
  const failure = deactivate.error ?? reactivate.error ?? remove.error;
  return (
    <>
      {person.status === 'deactivated' ? (
        <Button variant="secondary" onClick={() => reactivate.mutate(undefined)}>
          {t('people.reactivate.open')}
        </Button>
      ) : (
        <Button variant="secondary" onClick={() => setAsking('deactivate')}>
          {t('people.deactivate.open')}
        </Button>
      )}
      <Button variant="danger" onClick={() => setAsking('delete')}>
        {t('people.delete.open')}
      </Button>
      {failure ? <Alert tone="negative">{apiErrorMessage(failure, t)}</Alert> : null}
      <ConfirmDialog
        open={asking === 'deactivate'}
        title={t('people.deactivate.title')}
        confirmLabel={t('people.deactivate.confirm')}
        onCancel={() => setAsking(undefined)}
        onConfirm={() => {
          setAsking(undefined);
          deactivate.mutate(undefined);
        }}
      >
        <p>{t('people.deactivate.explain')}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'delete'}
        title={t('people.delete.title')}
        confirmLabel={t('people.delete.confirm')}
        onCancel={() => setAsking(undefined)}
        onConfirm={() => {
          setAsking(undefined);
          remove.mutate(undefined, { onSuccess: () => navigate('/users') });
        }}
      >
        <p>{t('people.delete.explain')}</p>
      </ConfirmDialog>
    </>
  );
}

/** To the person's learner report (/analytics/learners/:userId), for those who may read the reports. */
function LearnerReportLink({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  if (!me || !rolesAllow('analytics.readReports', me.userRoles)) return null;
  return <Link to={`/analytics/learners/${encodeURIComponent(userId)}`}>{t('people.person.learnerReport')}</Link>;
}
