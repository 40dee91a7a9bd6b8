import type { ObservationResponse } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { ActivitySettingsPage, TitleField } from '../activities/index.ts';
import { Switch } from '../../ui/primitives/Switch.tsx';
import { TextAreaField } from '../../ui/primitives/TextAreaField.tsx';
import { TextField } from '../../ui/primitives/TextField.tsx';
import { observationKind } from './kind.ts';
import { ObservationRecords } from './records/ObservationRecords.tsx';
import { CriteriaEditor } from './settings/CriteriaEditor.tsx';
import './practical-assessment.css';

/** /practical-assessment/{lessonId}: the author defines the criteria; a facilitator observes learners and records the results. */
export function PracticalAssessmentPage() {
  const { t } = useTranslation();
  return (
    <ActivitySettingsPage
      kind={observationKind}
      fields={(changed, edit) => <ObservationFields changed={changed} edit={edit} />}
      work={() => ({
        view: {
          label: t('observations.tabs.records'),
          settingsLabel: t('observations.tabs.settings'),
          viewsLabel: t('observations.viewsLabel'),
          // Facilitators come here to observe; authors mostly to define the criteria. The records judge the criteria as last saved.
          render: (session) =>
            session ? (
              <ObservationRecords observationId={session.getState().original.id} criteria={session.getState().original.criteria} />
            ) : null,
        },
      })}
    />
  );
}

function ObservationFields({ changed, edit }: { changed: ObservationResponse; edit(patch: Partial<ObservationResponse>): void }) {
  const { t } = useTranslation();
  return (
    <>
      <TitleField label={t('observations.fields.title')} value={changed.title} onChange={(title) => edit({ title })} />
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
