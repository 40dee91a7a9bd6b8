import { NEW_ITEM_ID, conferenceResponseSchema, type ConferenceResponse } from '@slidewise/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { apiErrorMessage } from '../../api/index.ts';
import { useMe } from '../auth/index.ts';
import { canEditSettings } from '../discussion/index.ts';
import { SessionSettingsForm, useSessionLessonSettings } from '../practical-assessment/index.ts';
import { Page } from '../../ui/layout/Page.tsx';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { Spinner } from '../../ui/primitives/Spinner.tsx';
import { conferenceQueryKeys, getConference, saveConference } from './data/conferences-api.ts';
import { ConferenceFields } from './ConferenceFields.tsx';
import { Registrations } from './Registrations.tsx';
import './virtual-classroom.css';
import { createFieldDraftStorage } from '../../ui/saving/field-drafts.ts';

/** Unsaved conference settings kept through a reload, per conference. */
export const conferenceDrafts = createFieldDraftStorage('slidewise.conferenceDraft.');

const conferenceFields = ['title', 'description', 'isPublished', 'externalId', 'startDateTime', 'endDateTime', 'joinUrl', 'capacity'] as const satisfies readonly (keyof ConferenceResponse)[];

/** A conference not created yet (id "new"): unscheduled, unlimited, in the course it will join. */
export function newConference(courseId: string): ConferenceResponse {
  return {
    id: NEW_ITEM_ID,
    courseId,
    courseTitle: '',
    title: '',
    description: '',
    isPublished: false,
    externalId: '',
    prerequisites: [],
    startDateTime: null,
    endDateTime: null,
    joinUrl: '',
    capacity: null,
    registeredCount: 0,
    version: 1,
    hasUnpublishedChanges: false,
    modified: new Date(0).toISOString(),
  };
}

/** /virtual-classroom/{lessonId}: a conference's settings, and its registrations where the facilitator marks attendance. */
export function VirtualClassroomPage() {
  const { t } = useTranslation();
  const { lessonId = '' } = useParams();
  const [search] = useSearchParams();
  const courseId = search.get('courseId');
  const isNew = lessonId === NEW_ITEM_ID;
  const conference = useQuery({ queryKey: conferenceQueryKeys.conference(lessonId), queryFn: () => getConference(lessonId), enabled: !isNew, staleTime: Number.POSITIVE_INFINITY });

  if (isNew) {
    if (!courseId) {
      return (
        <Page title={t('conferences.newTitle')}>
          <Alert tone="negative">
            <p>{t('conferences.needsCourse')}</p>
          </Alert>
        </Page>
      );
    }
    return <ConferenceEditor item={newConference(courseId)} />;
  }
  if (conference.isPending) return <Spinner label={t('conferences.loading')} />;
  if (conference.isError) {
    return (
      <Page title={t('pages.virtualClassroom.title')}>
        <Alert tone="negative">
          <p>{t('conferences.loadFailed')}</p>
          <p>{apiErrorMessage(conference.error, t)}</p>
          <Button variant="secondary" onClick={() => void conference.refetch()}>
            {t('conferences.retry')}
          </Button>
        </Alert>
      </Page>
    );
  }
  return <ConferenceEditor item={conference.data} />;
}

type Tab = 'settings' | 'registrations';

function ConferenceEditor({ item }: { item: ConferenceResponse }) {
  const { t } = useTranslation();
  const readOnly = !canEditSettings(useMe().data?.userRoles);
  const created = item.id !== NEW_ITEM_ID;
  const [tab, setTab] = useState<Tab>(readOnly && created ? 'registrations' : 'settings');
  const { session, isMovingItself } = useSessionLessonSettings<ConferenceResponse>({
    item,
    fields: conferenceFields,
    schema: conferenceResponseSchema,
    save: saveConference,
    queryKey: conferenceQueryKeys.conference,
    pathOf: (id) => `/virtual-classroom/${encodeURIComponent(id)}`,
    drafts: conferenceDrafts,
  });

  return (
    <Page
      title={item.title || t('conferences.newTitle')}
      eyebrow={item.courseTitle || t('pages.virtualClassroom.title')}
      actions={
        <div className="item-settings__links">
          <Link to={`/course/${encodeURIComponent(item.courseId)}/edit?section=lessons`}>{t('conferences.backToCourse')}</Link>
        </div>
      }
    >
      {created ? (
        <div className="conference__tabs" role="group" aria-label={t('conferences.viewsLabel')}>
          <Button variant={tab === 'settings' ? 'primary' : 'secondary'} aria-pressed={tab === 'settings'} onClick={() => setTab('settings')}>
            {t('conferences.tabs.settings')}
          </Button>
          <Button variant={tab === 'registrations' ? 'primary' : 'secondary'} aria-pressed={tab === 'registrations'} onClick={() => setTab('registrations')}>
            {t('conferences.tabs.registrations')}
          </Button>
        </div>
      ) : null}
      {tab === 'settings' && session ? (
        <SessionSettingsForm session={session} label={t('conferences.formLabel')} readOnly={readOnly} isMovingItself={isMovingItself}>
          {(changed, edit) => <ConferenceFields changed={changed} edit={edit} />}
        </SessionSettingsForm>
      ) : null}
      {tab === 'registrations' && created ? <Registrations conferenceId={item.id} /> : null}
    </Page>
  );
}
