import { NEW_ITEM_ID, playlistTypes, type Playlist } from '@slidewise/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { apiErrorMessage, isApiError } from '../../../api/index.ts';
import { useMiniCourses, useUserGroups } from '../../../api/course-queries.ts';
import { Page } from '../../../ui/layout/Page.tsx';
import { Alert } from '../../../ui/primitives/Alert.tsx';
import { Button } from '../../../ui/primitives/Button.tsx';
import { Checkbox } from '../../../ui/primitives/Checkbox.tsx';
import { ConfirmDialog } from '../../../ui/primitives/ConfirmDialog.tsx';
import { RadioGroup } from '../../../ui/primitives/RadioGroup.tsx';
import { SelectField } from '../../../ui/primitives/SelectField.tsx';
import { Spinner } from '../../../ui/primitives/Spinner.tsx';
import { Switch } from '../../../ui/primitives/Switch.tsx';
import { TextAreaField } from '../../../ui/primitives/TextAreaField.tsx';
import { TextField } from '../../../ui/primitives/TextField.tsx';
import { useToast } from '../../../ui/toasts/toast-context.ts';
import { QueryFailure } from '../../learner/index.ts';
import { createPlaylist, deletePlaylist, publishPlaylist, unpublishPlaylist, updatePlaylist } from '../data/playlist-api.ts';
import { usePlaylist } from '../data/playlist-queries.ts';
import { playlistQueryKeys } from '../data/playlist-query-keys.ts';
import { draftOf, moveCourse, saveBodyOf, type PlaylistDraft } from './playlist-draft.ts';
import '../paths.css';

/** /paths/:playlistId (spec §2): a playlist's editor; `new` creates one from a title. */
export function PlaylistPage() {
  const playlistId = useParams().playlistId ?? '';
  return playlistId === NEW_ITEM_ID ? <NewPlaylist /> : <ExistingPlaylist playlistId={playlistId} />;
}

const back = (label: string) => (
  <Link className="button button--secondary" to="/paths">
    {label}
  </Link>
);

function NewPlaylist() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setCreating(true);
    setFailure(null);
    try {
      const created = await createPlaylist({ title });
      await queryClient.invalidateQueries({ queryKey: playlistQueryKeys.list });
      void navigate(`/paths/${created.id}`, { replace: true });
    } catch (error) {
      setFailure(apiErrorMessage(error, t));
      setCreating(false);
    }
  }

  return (
    <Page title={t('playlists.editor.newTitle')} actions={back(t('playlists.editor.back'))} width="narrow">
      <form className="playlist-editor" onSubmit={(event) => void submit(event)}>
        <TextField
          label={t('playlists.editor.title')}
          requirement="required"
          value={title}
          maxLength={200}
          onChange={(event) => setTitle(event.target.value)}
        />
        {failure ? <Alert tone="negative">{failure}</Alert> : null}
        <div className="playlist-editor__bar">
          <Button type="submit" disabled={creating || title.trim() === ''}>
            {creating ? t('playlists.editor.creating') : t('playlists.editor.create')}
          </Button>
        </div>
      </form>
    </Page>
  );
}

function ExistingPlaylist({ playlistId }: { playlistId: string }) {
  const { t } = useTranslation();
  const playlist = usePlaylist(playlistId);
  if (playlist.isPending)
    return (
      <Page title={t('playlists.editor.pageTitle')} actions={back(t('playlists.editor.back'))}>
        <Spinner label={t('playlists.editor.loading')} />
      </Page>
    );
  if (playlist.isError)
    return (
      <Page title={t('playlists.editor.pageTitle')} actions={back(t('playlists.editor.back'))}>
        {isApiError(playlist.error, 404) ? (
          <div className="playlist-empty">
            <h2 className="playlist-empty__title">{t('playlists.editor.notFoundTitle')}</h2>
            <p>{t('playlists.editor.notFoundText')}</p>
          </div>
        ) : (
          <QueryFailure
            title={t('playlists.editor.loadFailed')}
            error={playlist.error}
            retrying={playlist.isFetching}
            onRetry={() => void playlist.refetch()}
          />
        )}
      </Page>
    );
  // Keyed by version: a save or a reload starts the form again from what the server holds.
  return <PlaylistEditor key={playlist.data.version} playlist={playlist.data} />;
}

function PlaylistEditor({ playlist }: { playlist: Playlist }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const courses = useMiniCourses();
  const groups = useUserGroups();
  const [draft, setDraft] = useState<PlaylistDraft>(() => draftOf(playlist));
  const [courseToAdd, setCourseToAdd] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const change = (fields: Partial<PlaylistDraft>) => setDraft((current) => ({ ...current, ...fields }));

  const titleOf = (courseId: string) =>
    playlist.courses.find((course) => course.id === courseId)?.title ??
    courses.data?.items.find((course) => course.id === courseId)?.title ??
    courseId;
  const addable = (courses.data?.items ?? []).filter((course) => !draft.courseIds.includes(course.id));

  async function run(action: () => Promise<Playlist | undefined>, success: string) {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await action();
      if (answer) queryClient.setQueryData(playlistQueryKeys.playlist(playlist.id), answer);
      await queryClient.invalidateQueries({ queryKey: playlistQueryKeys.list });
      toast.add({ variant: 'success', message: success });
    } catch (error) {
      if (isApiError(error, 409) && error.code === 'conflict') setStale(true);
      else setFailure(apiErrorMessage(error, t));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setConfirmingDelete(false);
    setBusy(true);
    try {
      await deletePlaylist(playlist.id);
      queryClient.removeQueries({ queryKey: playlistQueryKeys.playlist(playlist.id) });
      await queryClient.invalidateQueries({ queryKey: playlistQueryKeys.list });
      toast.add({ variant: 'success', message: t('playlists.editor.deleted') });
      void navigate('/paths', { replace: true });
    } catch (error) {
      setFailure(apiErrorMessage(error, t));
      setBusy(false);
    }
  }

  const published = playlist.status === 'Published';
  return (
    <Page title={playlist.title} eyebrow={t(`playlists.status.${playlist.status}`)} actions={back(t('playlists.editor.back'))}>
      <form
        className="playlist-editor"
        onSubmit={(event) => {
          event.preventDefault();
          void run(() => updatePlaylist(playlist.id, saveBodyOf(draft, playlist.version)), t('playlists.editor.saved'));
        }}
      >
        {stale ? (
          <Alert tone="negative">
            <p>{t('playlists.editor.stale')}</p>
            <Button
              variant="secondary"
              onClick={() => void queryClient.invalidateQueries({ queryKey: playlistQueryKeys.playlist(playlist.id) })}
            >
              {t('playlists.editor.reload')}
            </Button>
          </Alert>
        ) : null}
        {failure ? <Alert tone="negative">{failure}</Alert> : null}

        <section className="playlist-editor__section" aria-labelledby="playlist-details">
          <h2 className="playlist-editor__section-title" id="playlist-details">
            {t('playlists.editor.details')}
          </h2>
          <TextField
            label={t('playlists.editor.title')}
            requirement="required"
            maxLength={200}
            value={draft.title}
            onChange={(event) => change({ title: event.target.value })}
          />
          <TextAreaField
            label={t('playlists.editor.description')}
            maxLength={5000}
            value={draft.description}
            onChange={(event) => change({ description: event.target.value })}
          />
          <TextField
            label={t('playlists.editor.image')}
            hint={t('playlists.editor.imageHint')}
            type="url"
            inputMode="url"
            value={draft.image}
            onChange={(event) => change({ image: event.target.value })}
          />
          <RadioGroup
            legend={t('playlists.editor.type')}
            value={draft.playlistType}
            options={playlistTypes.map((type) => ({
              value: type,
              label: t(`playlists.type.${type}`),
              hint: t(`playlists.typeHint.${type}`),
            }))}
            onChange={(playlistType) => change({ playlistType })}
          />
        </section>

        <section className="playlist-editor__section" aria-labelledby="playlist-courses">
          <h2 className="playlist-editor__section-title" id="playlist-courses">
            {t('playlists.editor.courses')} · {t('playlists.count.courses', { count: draft.courseIds.length })}
          </h2>
          {draft.courseIds.length === 0 ? <p>{t('playlists.editor.noCourses')}</p> : null}
          <ol className="playlist-editor__courses">
            {draft.courseIds.map((courseId, index) => (
              <li key={courseId} className="playlist-editor__course">
                <span className="playlist-editor__course-title">
                  {index + 1}. {titleOf(courseId)}
                </span>
                <Button
                  variant="quiet"
                  disabled={index === 0}
                  aria-label={t('playlists.editor.moveUp', { title: titleOf(courseId) })}
                  onClick={() => change({ courseIds: moveCourse(draft.courseIds, index, -1) })}
                >
                  ↑
                </Button>
                <Button
                  variant="quiet"
                  disabled={index === draft.courseIds.length - 1}
                  aria-label={t('playlists.editor.moveDown', { title: titleOf(courseId) })}
                  onClick={() => change({ courseIds: moveCourse(draft.courseIds, index, 1) })}
                >
                  ↓
                </Button>
                <Button variant="quiet" onClick={() => change({ courseIds: draft.courseIds.filter((id) => id !== courseId) })}>
                  {t('playlists.editor.removeCourse')}
                </Button>
              </li>
            ))}
          </ol>
          {courses.isError ? (
            <Alert tone="negative">{t('playlists.editor.coursesFailed')}</Alert>
          ) : (
            <div className="playlist-editor__add">
              <SelectField
                label={t('playlists.editor.addCourse')}
                value={courseToAdd}
                disabled={courses.isPending || addable.length === 0}
                options={[
                  { value: '', label: courses.isPending ? t('playlists.editor.coursesLoading') : t('playlists.editor.chooseCourse') },
                  ...addable.map((course) => ({ value: course.id, label: course.title })),
                ]}
                onChange={(event) => setCourseToAdd(event.target.value)}
              />
              <Button
                variant="secondary"
                disabled={courseToAdd === ''}
                onClick={() => {
                  change({ courseIds: [...draft.courseIds, courseToAdd] });
                  setCourseToAdd('');
                }}
              >
                {t('playlists.editor.add')}
              </Button>
            </div>
          )}
        </section>

        <section className="playlist-editor__section" aria-labelledby="playlist-access">
          <h2 className="playlist-editor__section-title" id="playlist-access">
            {t('playlists.editor.access')}
          </h2>
          <Switch
            label={t('playlists.editor.universalAccess')}
            checked={draft.universalAccess}
            onChange={(event) => change({ universalAccess: event.target.checked })}
          />
          {draft.universalAccess ? null : groups.isPending ? (
            <Spinner label={t('playlists.editor.groupsLoading')} />
          ) : groups.isError ? (
            <Alert tone="negative">{t('playlists.editor.groupsFailed')}</Alert>
          ) : groups.data.length === 0 ? (
            <p>{t('playlists.editor.noGroups')}</p>
          ) : (
            <fieldset className="playlist-editor__section">
              <legend>{t('playlists.editor.groups')}</legend>
              {groups.data.map((group) => (
                <Checkbox
                  key={group.id}
                  label={group.name}
                  checked={draft.userGroups.includes(group.id)}
                  onChange={(event) =>
                    change({
                      userGroups: event.target.checked ? [...draft.userGroups, group.id] : draft.userGroups.filter((id) => id !== group.id),
                    })
                  }
                />
              ))}
            </fieldset>
          )}
        </section>

        <div className="playlist-editor__bar">
          <Button type="submit" disabled={busy || draft.title.trim() === ''}>
            {t('playlists.editor.save')}
          </Button>
          {published ? (
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => void run(() => unpublishPlaylist(playlist.id), t('playlists.editor.unpublished'))}
            >
              {t('playlists.editor.unpublish')}
            </Button>
          ) : (
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => void run(() => publishPlaylist(playlist.id), t('playlists.editor.published'))}
            >
              {t('playlists.editor.publish')}
            </Button>
          )}
          <Button variant="danger" disabled={busy} onClick={() => setConfirmingDelete(true)}>
            {t('playlists.editor.delete')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirmingDelete}
        title={t('playlists.editor.deleteTitle')}
        confirmLabel={t('playlists.editor.delete')}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmingDelete(false)}
      >
        <p>{t('playlists.editor.deleteText', { title: playlist.title })}</p>
      </ConfirmDialog>
    </Page>
  );
}
