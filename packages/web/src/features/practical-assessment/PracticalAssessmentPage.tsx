import { NEW_ITEM_ID, observationResponseSchema, type ObservationResponse } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe } from '../auth/index.ts';
import { ActivitySettingsLoader, canEditSettings, useActivitySettings } from '../discussion/index.ts';
import { Page } from '../../ui/layout/Page.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { Switch } from '../../ui/primitives/Switch.tsx';
import { TextAreaField } from '../../ui/primitives/TextAreaField.tsx';
import { TextField } from '../../ui/primitives/TextField.tsx';
import { getObservation, observationQueryKeys, saveObservation } from './data/observations-api.ts';
import { ObservationRecords } from './records/ObservationRecords.tsx';
import { CriteriaEditor } from './settings/CriteriaEditor.tsx';
import { SessionSettingsForm } from './settings/SessionSettingsForm.tsx';
import { useState } from 'react';
import './practical-assessment.css';
import { createFieldDraftStorage } from '../../ui/saving/field-drafts.ts';

/** Unsaved observation settings kept through a reload, per observation. */
export const observationDrafts = createFieldDraftStorage('slidewise.observationDraft.');

const observationFields = ['title', 'description', 'isPublished', 'externalId', 'criteria'] as const satisfies readonly (keyof ObservationResponse)[];

/** An observation not created yet (id "new"), in the course it will join. */
export function newObservation(courseId: string): ObservationResponse {
  return {
    id: NEW_ITEM_ID,
    courseId,
    courseTitle: '',
    title: '',
    description: '',
    isPublished: false,
    externalId: '',
    prerequisites: [],
    criteria: [],
    version: 1,
    hasUnpublishedChanges: false,
    modified: new Date(0).toISOString(),
  };
}

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

type Tab = 'settings' | 'records';

function ObservationEditor({ item }: { item: ObservationResponse }) {
  const { t } = useTranslation();
  const readOnly = !canEditSettings(useMe().data?.userRoles);
  const created = item.id !== NEW_ITEM_ID;
  // Facilitators come here to observe; authors mostly to define the criteria.
  const [tab, setTab] = useState<Tab>(readOnly && created ? 'records' : 'settings');
  const { session, isMovingItself } = useActivitySettings<ObservationResponse>({
    item,
    fields: observationFields,
    schema: observationResponseSchema,
    save: saveObservation,
    queryKey: observationQueryKeys.observation,
    pathOf: (id) => `/practical-assessment/${encodeURIComponent(id)}`,
    drafts: observationDrafts,
  });

  return (
    <Page
      title={item.title || t('observations.newTitle')}
      eyebrow={item.courseTitle || t('pages.practicalAssessment.title')}
      actions={
        <div className="item-settings__links">
          <Link to={`/course/${encodeURIComponent(item.courseId)}/edit?section=lessons`}>{t('observations.backToCourse')}</Link>
        </div>
      }
    >
      {created ? (
        <div className="observation__tabs" role="group" aria-label={t('observations.viewsLabel')}>
          <Button variant={tab === 'settings' ? 'primary' : 'secondary'} aria-pressed={tab === 'settings'} onClick={() => setTab('settings')}>
            {t('observations.tabs.settings')}
          </Button>
          <Button variant={tab === 'records' ? 'primary' : 'secondary'} aria-pressed={tab === 'records'} onClick={() => setTab('records')}>
            {t('observations.tabs.records')}
          </Button>
        </div>
      ) : null}
      {tab === 'settings' && session ? (
        <SessionSettingsForm session={session} label={t('observations.formLabel')} readOnly={readOnly} isMovingItself={isMovingItself}>
          {(changed, edit) => <ObservationFields changed={changed} edit={edit} />}
        </SessionSettingsForm>
      ) : null}
      {tab === 'records' && created && session ? <RecordsWithCurrentCriteria session={session} /> : null}
    </Page>
  );
}

function RecordsWithCurrentCriteria({ session }: { session: NonNullable<ReturnType<typeof useActivitySettings<ObservationResponse>>['session']> }) {
  const saved = session.getState().original;
  return <ObservationRecords observationId={saved.id} criteria={saved.criteria} />;
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
