import type { CourseCollection, MiniCourse } from '@slidewise/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../api/index.ts';
import { useMiniCourses } from '../../api/course-queries.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { Page } from '../../ui/layout/Page.tsx';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { SelectField } from '../../ui/primitives/SelectField.tsx';
import { Spinner } from '../../ui/primitives/Spinner.tsx';
import { TextField } from '../../ui/primitives/TextField.tsx';
import { QueryFailure } from '../learner/index.ts';
import {
  collectionQueryKeys,
  createCollection,
  deleteCollection,
  moveCourseToCollection,
  renameCollection,
  useCourseCollections,
} from './collection-api.ts';
import { groupCourses } from './group-courses.ts';
import './course-collections.css';

/** /collections: the library's courses grouped by collection; collections made, renamed and deleted here. */
export function CourseCollectionsPage() {
  const { t } = useTranslation();
  const collections = useCourseCollections();
  const courses = useMiniCourses();
  const failed = collections.isError ? collections : courses.isError ? courses : null;
  return (
    <Page title={t('collections.title')}>
      {failed ? (
        <QueryFailure
          title={t('collections.loadFailed')}
          error={failed.error}
          retrying={failed.isFetching}
          onRetry={() => void failed.refetch()}
        />
      ) : collections.data && courses.data ? (
        <Library collections={collections.data.items} courses={courses.data.items} />
      ) : (
        <Spinner label={t('collections.loading')} />
      )}
    </Page>
  );
}

function Library({ collections, courses }: { collections: CourseCollection[]; courses: MiniCourse[] }) {
  const { t } = useTranslation();
  return (
    <div className="collections">
      <NewCollectionForm />
      {courses.length === 0 && collections.length === 0 ? (
        <div className="collections__empty">
          <p>{t('collections.empty')}</p>
        </div>
      ) : (
        groupCourses(courses, collections).map((group) => (
          <CollectionGroup key={group.collection?.id ?? 'none'} collection={group.collection} courses={group.courses} all={collections} />
        ))
      )}
    </div>
  );
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: collectionQueryKeys.list }),
      queryClient.invalidateQueries({ queryKey: queryKeys.courses.all }),
    ]);
}

function NewCollectionForm() {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const [title, setTitle] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    try {
      await createCollection(title);
      setTitle('');
      await refresh();
    } catch (error) {
      setFailure(apiErrorMessage(error, t));
    }
  }
  return (
    <form className="collections__new" onSubmit={(event) => void submit(event)}>
      <TextField label={t('collections.newTitle')} maxLength={200} value={title} onChange={(event) => setTitle(event.target.value)} />
      <Button type="submit" disabled={title.trim() === ''}>
        {t('collections.create')}
      </Button>
      {failure ? <Alert tone="negative">{failure}</Alert> : null}
    </form>
  );
}

function CollectionGroup({
  collection,
  courses,
  all,
}: {
  collection: CourseCollection | null;
  courses: MiniCourse[];
  all: CourseCollection[];
}) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = `collection-${collection?.id ?? 'none'}`;
  async function run(action: () => Promise<unknown>) {
    setFailure(null);
    try {
      await action();
      await refresh();
      return true;
    } catch (error) {
      setFailure(apiErrorMessage(error, t));
      return false;
    }
  }
  return (
    <section className="collection" aria-labelledby={headingId}>
      <h2 className="collection__title" id={headingId}>
        {collection ? collection.title : t('collections.none')}{' '}
        <span className="collection__count">{t('collections.courseCount', { count: courses.length })}</span>
      </h2>
      {collection ? (
        renaming === null ? (
          <div className="collection__actions">
            <Button variant="quiet" onClick={() => setRenaming(collection.title)}>
              {t('collections.rename', { title: collection.title })}
            </Button>
            <Button variant="quiet" onClick={() => void run(() => deleteCollection(collection.id))}>
              {t('collections.delete', { title: collection.title })}
            </Button>
          </div>
        ) : (
          <form
            className="collections__new"
            onSubmit={(event) => {
              event.preventDefault();
              void run(() => renameCollection(collection.id, renaming)).then((done) => done && setRenaming(null));
            }}
          >
            <TextField
              label={t('collections.newName')}
              maxLength={200}
              value={renaming}
              onChange={(event) => setRenaming(event.target.value)}
            />
            <Button type="submit" disabled={renaming.trim() === ''}>
              {t('collections.save')}
            </Button>
            <Button variant="secondary" onClick={() => setRenaming(null)}>
              {t('collections.cancel')}
            </Button>
          </form>
        )
      ) : null}
      {failure ? <Alert tone="negative">{failure}</Alert> : null}
      {courses.length === 0 ? (
        <p className="collection__empty">{t('collections.noCourses')}</p>
      ) : (
        <ul className="collection__courses">
          {courses.map((course) => (
            <li key={course.id} className="collection__course">
              <span className="collection__course-title">{course.title}</span>
              <SelectField
                label={t('collections.moveLabel', { title: course.title })}
                value={collection?.id ?? ''}
                options={[{ value: '', label: t('collections.none') }, ...all.map((option) => ({ value: option.id, label: option.title }))]}
                onChange={(event) => void run(() => moveCourseToCollection(course.id, event.target.value || null))}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
