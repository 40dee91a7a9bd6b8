import type { Topic } from '@slidewise/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, createTopic, deleteTopic, queryKeys, renameTopic } from '../../../api/index.ts';
import { Alert } from '../../../ui/primitives/Alert.tsx';
import { Button } from '../../../ui/primitives/Button.tsx';
import { ConfirmDialog } from '../../../ui/primitives/ConfirmDialog.tsx';
import { Spinner } from '../../../ui/primitives/Spinner.tsx';
import { TextField } from '../../../ui/primitives/TextField.tsx';
import { useTopics } from '../../../api/course-queries.ts';
import { useCourseEditState } from '../editor/course-edit-context.ts';

/** The course's topics (spec §7 /api/courses/{courseId}/topics): add, rename in place, delete. */
export function TopicsSection() {
  const { t } = useTranslation();
  const courseId = useCourseEditState().original.id;
  const queryClient = useQueryClient();
  const topics = useTopics(courseId);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [deleting, setDeleting] = useState<Topic | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.course.topics(courseId) });

  const add = useMutation({ mutationFn: (topicName: string) => createTopic(courseId, topicName), onSuccess: () => refresh() });
  const remove = useMutation({ mutationFn: (topic: Topic) => deleteTopic(courseId, topic.id), onSuccess: () => refresh() });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setNameError(t('validation.required'));
      return;
    }
    add.mutate(name.trim(), { onSuccess: () => setName('') });
  };

  return (
    <div className="editor-form">
      <form className="inline-form" noValidate onSubmit={submit} aria-label={t('courseEditor.topics.add')}>
        <TextField
          label={t('courseEditor.topics.name')}
          value={name}
          maxLength={100}
          {...(nameError ? { error: nameError } : {})}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(undefined);
          }}
        />
        <Button type="submit" disabled={add.isPending}>
          {t('courseEditor.topics.add')}
        </Button>
      </form>
      {add.isError ? <Alert tone="negative">{apiErrorMessage(add.error, t)}</Alert> : null}

      {topics.isPending ? <Spinner label={t('courseEditor.topics.loading')} /> : null}
      {topics.isError ? <Alert tone="negative">{apiErrorMessage(topics.error, t)}</Alert> : null}
      {topics.isSuccess && topics.data.length === 0 ? (
        <p className="editor-empty editor-empty--inline">{t('courseEditor.topics.empty')}</p>
      ) : null}
      {topics.isSuccess && topics.data.length > 0 ? (
        <ul className="item-list">
          {topics.data.map((topic) => (
            <TopicItem
              key={topic.id}
              courseId={courseId}
              topic={topic}
              onDelete={() => setDeleting(topic)}
              onRenamed={() => void refresh()}
            />
          ))}
        </ul>
      ) : null}

      <ConfirmDialog
        open={deleting !== null}
        title={t('courseEditor.topics.deleteTitle')}
        confirmLabel={t('courseEditor.delete')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting);
          setDeleting(null);
        }}
      >
        <p>{t('courseEditor.topics.deleteText', { name: deleting?.name ?? '' })}</p>
      </ConfirmDialog>
    </div>
  );
}

function TopicItem({ courseId, topic, onDelete, onRenamed }: { courseId: string; topic: Topic; onDelete(): void; onRenamed(): void }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(topic.name);
  const rename = useMutation({
    mutationFn: (newName: string) => renameTopic(courseId, topic.id, newName),
    onSuccess: () => {
      setEditing(false);
      onRenamed();
    },
  });

  if (editing) {
    return (
      <li className="item-list__item">
        <form
          className="inline-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (name.trim() !== '') rename.mutate(name.trim());
          }}
        >
          <TextField
            label={t('courseEditor.topics.renameLabel', { name: topic.name })}
            value={name}
            maxLength={100}
            autoFocus
            {...(name.trim() === '' ? { error: t('validation.required') } : {})}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                setName(topic.name);
                setEditing(false);
              }
            }}
          />
          <Button type="submit" disabled={rename.isPending}>
            {t('courseEditor.save.action')}
          </Button>
          <Button
            variant="quiet"
            onClick={() => {
              setName(topic.name);
              setEditing(false);
            }}
          >
            {t('courseEditor.cancel')}
          </Button>
        </form>
        {rename.isError ? <Alert tone="negative">{apiErrorMessage(rename.error, t)}</Alert> : null}
      </li>
    );
  }
  return (
    <li className="item-list__item">
      <span className="item-list__name">{topic.name}</span>
      <span className="item-list__actions">
        <Button variant="quiet" aria-label={t('courseEditor.topics.rename', { name: topic.name })} onClick={() => setEditing(true)}>
          {t('courseEditor.rename')}
        </Button>
        <Button variant="quiet" aria-label={t('courseEditor.topics.delete', { name: topic.name })} onClick={onDelete}>
          {t('courseEditor.delete')}
        </Button>
      </span>
    </li>
  );
}
