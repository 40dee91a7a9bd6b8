import { groupTrainingNextStates, type GroupTrainingSession, type GroupTrainingState } from '@slidewise/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { apiErrorMessage } from '../../api/index.ts';
import { formatDateTime } from '../../i18n/format-date.ts';
import { Page } from '../../ui/layout/Page.tsx';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { ConfirmDialog } from '../../ui/primitives/ConfirmDialog.tsx';
import { Spinner } from '../../ui/primitives/Spinner.tsx';
import { TextField } from '../../ui/primitives/TextField.tsx';
import { AttendeePicker } from './AttendeePicker.tsx';
import {
  groupTrainingQueryKeys,
  listGroupTrainingPeople,
  listGroupTrainingSessions,
  startGroupTrainingSession,
  updateGroupTrainingSession,
} from './data/group-training-api.ts';
import './group-training.css';

// Enough for a course's sessions of a season on one screen; older ones come with "show more".
const PAGE_SIZE = 20;

/** /course/{courseId}/group-training: the course's group training sessions, started, ended, resumed or cancelled, with attendees. */
export function GroupTrainingPage() {
  const { t } = useTranslation();
  const { courseId = '' } = useParams();
  const queryClient = useQueryClient();
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const sessions = useQuery({
    queryKey: [...groupTrainingQueryKeys.sessions(courseId), pageSize],
    queryFn: () => listGroupTrainingSessions(courseId, 1, pageSize),
  });
  const people = useQuery({ queryKey: groupTrainingQueryKeys.people(courseId), queryFn: () => listGroupTrainingPeople(courseId) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: groupTrainingQueryKeys.sessions(courseId) });

  return (
    <Page
      title={t('groupTraining.title')}
      actions={<Link to={`/course/${encodeURIComponent(courseId)}/edit`}>{t('groupTraining.backToCourse')}</Link>}
    >
      <StartSession courseId={courseId} people={people.data ?? []} peopleLoading={people.isPending} onStarted={refresh} />
      <section className="group-training__sessions" aria-labelledby="group-training-sessions">
        <h2 id="group-training-sessions">{t('groupTraining.sessions.title')}</h2>
        {sessions.isPending ? <Spinner label={t('groupTraining.sessions.loading')} /> : null}
        {sessions.isError ? (
          <Alert tone="negative">
            <p>{t('groupTraining.sessions.loadFailed')}</p>
            <p>{apiErrorMessage(sessions.error, t)}</p>
            <Button variant="secondary" onClick={() => void sessions.refetch()}>
              {t('groupTraining.retry')}
            </Button>
          </Alert>
        ) : null}
        {sessions.data?.items.length === 0 ? <p className="group-training__muted">{t('groupTraining.sessions.empty')}</p> : null}
        <ul className="group-training__list">
          {sessions.data?.items.map((session) => (
            <li key={session.id}>
              <SessionCard courseId={courseId} session={session} people={people.data ?? []} onChanged={refresh} />
            </li>
          ))}
        </ul>
        {sessions.data && sessions.data.totalCount > sessions.data.items.length ? (
          <Button variant="secondary" onClick={() => setPageSize(pageSize + PAGE_SIZE)}>
            {t('groupTraining.sessions.showMore')}
          </Button>
        ) : null}
      </section>
    </Page>
  );
}

function StartSession({
  courseId,
  people,
  peopleLoading,
  onStarted,
}: {
  courseId: string;
  people: { id: string; name: string; email: string }[];
  peopleLoading: boolean;
  onStarted(): Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  const [attendees, setAttendees] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [titleMissing, setTitleMissing] = useState(false);

  const start = async () => {
    if (title.trim() === '') return setTitleMissing(true);
    setBusy(true);
    setError(null);
    try {
      await startGroupTrainingSession(courseId, title.trim(), attendees);
      setTitle('');
      setAttendees([]);
      await onStarted();
    } catch (failure) {
      setError(apiErrorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="group-training__start"
      aria-labelledby="group-training-start"
      onSubmit={(event) => {
        event.preventDefault();
        void start();
      }}
    >
      <h2 id="group-training-start">{t('groupTraining.start.title')}</h2>
      <TextField
        label={t('groupTraining.start.sessionTitle')}
        requirement="required"
        maxLength={200}
        value={title}
        error={titleMissing ? t('validation.required') : undefined}
        onChange={(event) => {
          setTitle(event.target.value);
          setTitleMissing(false);
        }}
      />
      {peopleLoading ? (
        <Spinner label={t('groupTraining.attendees.loading')} />
      ) : (
        <AttendeePicker people={people} selected={attendees} onChange={setAttendees} legend={t('groupTraining.start.attendees')} />
      )}
      {error ? (
        <Alert tone="negative">
          <p>{error}</p>
        </Alert>
      ) : null}
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? t('groupTraining.start.starting') : t('groupTraining.start.submit')}
        </Button>
      </div>
    </form>
  );
}

const moveLabels: Record<GroupTrainingState, 'start' | 'end' | 'resume' | 'cancel'> = {
  ended: 'end',
  resumed: 'resume',
  cancelled: 'cancel',
  started: 'start',
};

function SessionCard({
  courseId,
  session,
  people,
  onChanged,
}: {
  courseId: string;
  session: GroupTrainingSession;
  people: { id: string; name: string; email: string }[];
  onChanged(): Promise<unknown>;
}) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [attendees, setAttendees] = useState(session.attendees.map((person) => person.id));
  const [confirmCancel, setConfirmCancel] = useState(false);
  const cancelled = session.state === 'cancelled';

  const update = async (body: { state?: GroupTrainingState; attendeeIds?: string[] }) => {
    setBusy(true);
    setError(null);
    try {
      await updateGroupTrainingSession(courseId, session.id, { version: session.version, ...body });
      setEditing(false);
      await onChanged();
    } catch (failure) {
      setError(apiErrorMessage(failure, t));
      // A 409 means someone else moved it: show the session as it now is.
      await onChanged();
    } finally {
      setBusy(false);
    }
  };

  // People no longer listed (left the facilitator's groups) still show on the card by the names kept with the session.
  const pickable = [...people, ...session.attendees.filter((person) => !people.some((other) => other.id === person.id))];

  return (
    <article className="group-training__session" aria-labelledby={`session-${session.id}`}>
      <header className="group-training__session-header">
        <h3 id={`session-${session.id}`}>{session.title}</h3>
        <span className={`group-training__state group-training__state--${session.state}`}>
          {t(`groupTraining.states.${session.state}`)}
        </span>
      </header>
      <p className="group-training__muted">
        {t('groupTraining.sessions.startedBy', { name: session.facilitator.name, when: formatDateTime(session.startedAt, i18n.language) })}
        {session.endedAt ? ` · ${t('groupTraining.sessions.endedAt', { when: formatDateTime(session.endedAt, i18n.language) })}` : ''}
      </p>
      <p>
        {session.attendees.length === 0
          ? t('groupTraining.attendees.none')
          : t('groupTraining.attendees.list', {
              count: session.attendees.length,
              names: session.attendees.map((person) => person.name).join(', '),
            })}
      </p>
      {error ? (
        <Alert tone="negative">
          <p>{error}</p>
        </Alert>
      ) : null}
      {editing ? (
        <div className="group-training__edit">
          <AttendeePicker
            people={pickable}
            selected={attendees}
            onChange={setAttendees}
            legend={t('groupTraining.attendees.legend', { title: session.title })}
          />
          <div className="group-training__actions">
            <Button disabled={busy} onClick={() => void update({ attendeeIds: attendees })}>
              {t('groupTraining.attendees.save')}
            </Button>
            <Button variant="quiet" disabled={busy} onClick={() => setEditing(false)}>
              {t('groupTraining.attendees.discard')}
            </Button>
          </div>
        </div>
      ) : null}
      {!cancelled ? (
        <div className="group-training__actions">
          {groupTrainingNextStates(session.state).map((state) => (
            <Button
              key={state}
              variant={state === 'cancelled' ? 'secondary' : 'primary'}
              disabled={busy}
              onClick={() => (state === 'cancelled' ? setConfirmCancel(true) : void update({ state }))}
            >
              {t(`groupTraining.actions.${moveLabels[state]}`)}
            </Button>
          ))}
          {!editing ? (
            <Button variant="secondary" disabled={busy} onClick={() => setEditing(true)}>
              {t('groupTraining.attendees.edit')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        open={confirmCancel}
        title={t('groupTraining.cancelDialog.title', { title: session.title })}
        confirmLabel={t('groupTraining.cancelDialog.confirm')}
        onConfirm={() => {
          setConfirmCancel(false);
          void update({ state: 'cancelled' });
        }}
        onCancel={() => setConfirmCancel(false)}
      >
        <p>{t('groupTraining.cancelDialog.text')}</p>
      </ConfirmDialog>
    </article>
  );
}
