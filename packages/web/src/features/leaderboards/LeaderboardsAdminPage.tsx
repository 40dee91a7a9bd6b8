import { leaderboardKinds, type AccountLeaderboard, type LeaderboardKind } from '@slidewise/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { apiErrorMessage } from '../../api/index.ts';
import { useMiniCourses, useUserGroups } from '../../api/course-queries.ts';
import { Page } from '../../ui/layout/Page.tsx';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { Checkbox } from '../../ui/primitives/Checkbox.tsx';
import { SelectField } from '../../ui/primitives/SelectField.tsx';
import { Spinner } from '../../ui/primitives/Spinner.tsx';
import { TextField } from '../../ui/primitives/TextField.tsx';
import { useToast } from '../../ui/toasts/toast-context.ts';
import { QueryFailure } from '../learner/index.ts';
import {
  createLeaderboard,
  deleteLeaderboard,
  endLeaderboard,
  leaderboardQueryKeys,
  publishLeaderboard,
  useLeaderboards,
  useStaffStandings,
} from './leaderboard-api.ts';
import { Standings } from './Standings.tsx';
import './leaderboards.css';

/** /leaderboards: the account's boards, set up as Drafts, published to their learners and ended. */
export function LeaderboardsAdminPage() {
  const { t } = useTranslation();
  const boards = useLeaderboards();
  return (
    <Page title={t('leaderboards.admin.title')}>
      {boards.isPending ? (
        <Spinner label={t('leaderboards.admin.loading')} />
      ) : boards.isError ? (
        <QueryFailure
          title={t('leaderboards.admin.loadFailed')}
          error={boards.error}
          retrying={boards.isFetching}
          onRetry={() => void boards.refetch()}
        />
      ) : (
        <div className="leaderboard-admin">
          {boards.data.enabled ? null : <Alert tone="info">{t('leaderboards.admin.off')}</Alert>}
          <NewLeaderboardForm />
          {boards.data.items.length === 0 ? (
            <div className="standings-empty">
              <p>{t('leaderboards.admin.empty')}</p>
            </div>
          ) : (
            <ul className="leaderboard-list">
              {boards.data.items.map((board) => (
                <BoardRow key={board.id} board={board} />
              ))}
            </ul>
          )}
        </div>
      )}
    </Page>
  );
}

function BoardRow({ board }: { board: AccountLeaderboard }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      await queryClient.invalidateQueries({ queryKey: leaderboardQueryKeys.list });
      toast.add({ variant: 'success', message: done });
    } catch (error) {
      setFailure(apiErrorMessage(error, t));
    } finally {
      setBusy(false);
    }
  }
  return (
    <li className="leaderboard-list__item">
      <Link className="leaderboard-list__title" to={`/leaderboards/${encodeURIComponent(board.id)}`}>
        {board.title}
      </Link>
      <span className="leaderboard-list__meta">
        {t(`leaderboards.kind.${board.kind}`)} · {t(`leaderboards.status.${board.status}`)}
      </span>
      {failure ? <Alert tone="negative">{failure}</Alert> : null}
      <span className="leaderboard-list__actions">
        {board.status === 'Draft' ? (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => void run(() => publishLeaderboard(board.id), t('leaderboards.admin.publishedToast'))}
          >
            {t('leaderboards.admin.publish')}
          </Button>
        ) : null}
        {board.status === 'Published' ? (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => void run(() => endLeaderboard(board.id), t('leaderboards.admin.endedToast'))}
          >
            {t('leaderboards.admin.end')}
          </Button>
        ) : null}
        <Button
          variant="quiet"
          disabled={busy}
          onClick={() => void run(() => deleteLeaderboard(board.id), t('leaderboards.admin.deletedToast'))}
        >
          {t('leaderboards.admin.delete', { title: board.title })}
        </Button>
      </span>
    </li>
  );
}

function NewLeaderboardForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const groups = useUserGroups();
  const courses = useMiniCourses();
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<LeaderboardKind>('user-group');
  const [userGroupId, setUserGroupId] = useState('');
  const [userGroupIds, setUserGroupIds] = useState<string[]>([]);
  const [courseId, setCourseId] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setFailure(null);
    try {
      await createLeaderboard({
        title,
        kind,
        ...(kind === 'user-group' && userGroupId ? { userGroupId } : {}),
        ...(kind === 'group-vs-group' ? { userGroupIds } : {}),
        ...(kind === 'course' && courseId ? { courseId } : {}),
      });
      setTitle('');
      await queryClient.invalidateQueries({ queryKey: leaderboardQueryKeys.list });
    } catch (error) {
      setFailure(apiErrorMessage(error, t));
    } finally {
      setSaving(false);
    }
  }

  const groupOptions = groups.data ?? [];
  return (
    <form className="leaderboard-form" onSubmit={(event) => void submit(event)} aria-labelledby="new-leaderboard-heading">
      <h2 id="new-leaderboard-heading">{t('leaderboards.admin.newTitle')}</h2>
      <TextField
        label={t('leaderboards.admin.boardTitle')}
        requirement="required"
        maxLength={200}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <SelectField
        label={t('leaderboards.admin.kind')}
        value={kind}
        options={leaderboardKinds.map((value) => ({ value, label: t(`leaderboards.kind.${value}`) }))}
        onChange={(event) => setKind(event.target.value as LeaderboardKind)}
      />
      {kind === 'course' ? (
        <SelectField
          label={t('leaderboards.admin.course')}
          value={courseId}
          disabled={courses.isPending}
          options={[
            { value: '', label: t('leaderboards.admin.chooseLater') },
            ...(courses.data?.items ?? []).map((course) => ({ value: course.id, label: course.title })),
          ]}
          onChange={(event) => setCourseId(event.target.value)}
        />
      ) : kind === 'user-group' ? (
        <SelectField
          label={t('leaderboards.admin.group')}
          value={userGroupId}
          disabled={groups.isPending}
          options={[
            { value: '', label: t('leaderboards.admin.chooseLater') },
            ...groupOptions.map((group) => ({ value: group.id, label: group.name })),
          ]}
          onChange={(event) => setUserGroupId(event.target.value)}
        />
      ) : (
        <fieldset className="leaderboard-form__groups">
          <legend>{t('leaderboards.admin.groups')}</legend>
          {groupOptions.length === 0 ? <p>{t('leaderboards.admin.noGroups')}</p> : null}
          {groupOptions.map((group) => (
            <Checkbox
              key={group.id}
              label={group.name}
              checked={userGroupIds.includes(group.id)}
              onChange={(event) =>
                setUserGroupIds(event.target.checked ? [...userGroupIds, group.id] : userGroupIds.filter((id) => id !== group.id))
              }
            />
          ))}
        </fieldset>
      )}
      {groups.isError || courses.isError ? <Alert tone="negative">{t('leaderboards.admin.choicesFailed')}</Alert> : null}
      {failure ? <Alert tone="negative">{failure}</Alert> : null}
      <div>
        <Button type="submit" disabled={saving || title.trim() === ''}>
          {t('leaderboards.admin.create')}
        </Button>
      </div>
    </form>
  );
}

/** /leaderboards/:leaderboardId: a board's standings as its learners see them (a Draft's as they would be). */
export function StaffStandingsPage() {
  const { t } = useTranslation();
  const leaderboardId = useParams().leaderboardId ?? '';
  const standings = useStaffStandings(leaderboardId);
  const back = (
    <Link className="button button--secondary" to="/leaderboards">
      {t('leaderboards.admin.back')}
    </Link>
  );
  return (
    <Page title={standings.data?.leaderboard.title ?? t('leaderboards.learner.boardTitle')} actions={back}>
      {standings.isPending ? (
        <Spinner label={t('leaderboards.learner.boardLoading')} />
      ) : standings.isError ? (
        <QueryFailure
          title={t('leaderboards.learner.boardLoadFailed')}
          error={standings.error}
          retrying={standings.isFetching}
          onRetry={() => void standings.refetch()}
        />
      ) : (
        <Standings standings={standings.data} />
      )}
    </Page>
  );
}
