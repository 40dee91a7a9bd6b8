import { newObservation, observationResponseSchema, type ObservationResponse } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { ActivitySettingsLoader, SessionLessonEditor } from '../activities/index.ts';
import { Switch } from '../../ui/primitives/Switch.tsx';
import { TextAreaField } from '../../ui/primitives/TextAreaField.tsx';
import { TextField } from '../../ui/primitives/TextField.tsx';
import { getObservation, observationQueryKeys, saveObservation } from './data/observations-api.ts';
import { ObservationRecords } from './records/ObservationRecords.tsx';
import { CriteriaEditor } from './settings/CriteriaEditor.tsx';
import { useState } from 'react';
import './practical-assessment.css';
import { createFieldDraftStorage } from '../../ui/saving/field-drafts.ts';

/** Unsaved observation settings kept through a reload, per observation. */
export const observationDrafts = createFieldDraftStorage('slidewise.observationDraft.');

const observationFields = ['title', 'description', 'isPublished', 'externalId', 'criteria'] as const satisfies readonly (keyof ObservationResponse)[];

/** /practical-assessment/{lessonId}: the author defines the criteria; a facilitator observes learners and records the results. */
export function PracticalAssessmentPage() {
  const { t } = useTranslation();
  return (
    <ActivitySettingsLoader
      queryKey={observationQueryKeys.observation}
      load={getObservation}
      newItem={newObservation}
      texts={{
        newTitle: t('observations.newTitle'),
        needsCourse: t('observations.needsCourse'),
        loading: t('observations.loading'),
        pageTitle: t('pages.practicalAssessment.title'),
        loadFailed: t('observations.loadFailed'),
        retry: t('observations.retry'),
      }}
    >
      {(item) => <ObservationEditor item={item} />}
    </ActivitySettingsLoader>
  );
}

function ObservationEditor({ item }: { item: ObservationResponse }) {
  const { t } = useTranslation();
  return (
    <SessionLessonEditor<ObservationResponse>
      item={item}
      settings={{
        fields: observationFields,
        schema: observationResponseSchema,
        save: saveObservation,
        queryKey: observationQueryKeys.observation,
        pathOf: (id) => `/practical-assessment/${encodeURIComponent(id)}`,
        drafts: observationDrafts,
      }}
      texts={{
        newTitle: t('observations.newTitle'),
        pageTitle: t('pages.practicalAssessment.title'),
        backToCourse: t('observations.backToCourse'),
        viewsLabel: t('observations.viewsLabel'),
        settingsTab: t('observations.tabs.settings'),
        otherTab: t('observations.tabs.records'),
        formLabel: t('observations.formLabel'),
      }}
      tabsClassName="observation__tabs"
      fields={(changed, edit) => <ObservationFields changed={changed} edit={edit} />}
      // Facilitators come here to observe; authors mostly to define the criteria. The records judge the criteria as last saved.
      other={(session) => (session ? <ObservationRecords observationId={session.getState().original.id} criteria={session.getState().original.criteria} /> : null)}
    />
  );
}

function ObservationFields({ changed, edit }: { changed: ObservationResponse; edit(patch: Partial<ObservationResponse>): void }) {
  const { t } = useTranslation();
  const [typedTitle, setTypedTitle] = useState<string | null>(null);
  return (
    <>
      <TextField
        label={t('observations.fields.title')}
        requirement="required"
        maxLength={200}
        value={typedTitle ?? changed.title}
        error={typedTitle !== null ? t('validation.required') : undefined}
        onChange={(event) => {
          const value = event.target.value;
          if (value.trim() === '') return setTypedTitle(value);
          setTypedTitle(null);
          edit({ title: value });
        }}
      />
      <TextAreaField
        label={t('observations.fields.description')}
        requirement="optional"
        hint={t('observations.fields.descriptionHint')}
        maxLength={5000}
        value={changed.description}
        onChange={(event) => edit({ description: event.target.value })}
      />
      <Switch
        label={t('observations.fields.isPublished')}
        hint={t('observations.fields.isPublishedHint')}
        checked={changed.isPublished}
        onChange={(event) => edit({ isPublished: event.target.checked })}
      />
      <CriteriaEditor criteria={changed.criteria} onChange={(criteria) => edit({ criteria })} />
      <TextField
        label={t('observations.fields.externalId')}
        requirement="optional"
        maxLength={200}
        value={changed.externalId}
        onChange={(event) => edit({ externalId: event.target.value })}
      />
    </>
  );
}
