import { conferenceResponseSchema, newConference, type ConferenceResponse } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { ActivitySettingsLoader, SessionLessonEditor } from '../activities/index.ts';
import { conferenceQueryKeys, getConference, saveConference } from './data/conferences-api.ts';
import { ConferenceFields } from './ConferenceFields.tsx';
import { Registrations } from './Registrations.tsx';
import './virtual-classroom.css';
import { createFieldDraftStorage } from '../../ui/saving/field-drafts.ts';

/** Unsaved conference settings kept through a reload, per conference. */
export const conferenceDrafts = createFieldDraftStorage('slidewise.conferenceDraft.');

const conferenceFields = ['title', 'description', 'isPublished', 'externalId', 'startDateTime', 'endDateTime', 'joinUrl', 'capacity'] as const satisfies readonly (keyof ConferenceResponse)[];

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

function ConferenceEditor({ item }: { item: ConferenceResponse }) {
  const { t } = useTranslation();
  return (
    <SessionLessonEditor<ConferenceResponse>
      item={item}
      settings={{
        fields: conferenceFields,
        schema: conferenceResponseSchema,
        save: saveConference,
        queryKey: conferenceQueryKeys.conference,
        pathOf: (id) => `/virtual-classroom/${encodeURIComponent(id)}`,
        drafts: conferenceDrafts,
      }}
      texts={{
        newTitle: t('conferences.newTitle'),
        pageTitle: t('pages.virtualClassroom.title'),
        backToCourse: t('conferences.backToCourse'),
        viewsLabel: t('conferences.viewsLabel'),
        settingsTab: t('conferences.tabs.settings'),
        otherTab: t('conferences.tabs.registrations'),
        formLabel: t('conferences.formLabel'),
      }}
      tabsClassName="conference__tabs"
      fields={(changed, edit) => <ConferenceFields changed={changed} edit={edit} />}
      other={() => <Registrations conferenceId={item.id} />}
    />
  );
}
