import { NEW_ITEM_ID, conferenceResponseSchema, type ConferenceResponse } from '@slidewise/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe } from '../auth/index.ts';
import { ActivitySettingsLoader, canEditSettings, useActivitySettings } from '../discussion/index.ts';
import { SessionSettingsForm } from '../practical-assessment/index.ts';
import { Page } from '../../ui/layout/Page.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
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
  return (
    <ActivitySettingsLoader
      queryKey={conferenceQueryKeys.conference}
      load={getConference}
      newItem={newConference}
      texts={{
        newTitle: t('conferences.newTitle'),
        needsCourse: t('conferences.needsCourse'),
        loading: t('conferences.loading'),
        pageTitle: t('pages.virtualClassroom.title'),
        loadFailed: t('conferences.loadFailed'),
        retry: t('conferences.retry'),
      }}
    >
      {(item) => <ConferenceEditor item={item} />}
    </ActivitySettingsLoader>
  );
}

type Tab = 'settings' | 'registrations';

function ConferenceEditor({ item }: { item: ConferenceResponse }) {
  const { t } = useTranslation();
  const readOnly = !canEditSettings(useMe().data?.userRoles);
  const created = item.id !== NEW_ITEM_ID;
  const [tab, setTab] = useState<Tab>(readOnly && created ? 'registrations' : 'settings');
  const { session, isMovingItself } = useActivitySettings<ConferenceResponse>({
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
