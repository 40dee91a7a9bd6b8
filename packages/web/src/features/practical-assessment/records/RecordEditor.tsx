import {
  availableObservationActions,
  observationIsEditable,
  type CriterionRating,
  type ObservationAction,
  type ObservationCriterion,
  type ObservationSubmission,
} from '@slidewise/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../api/index.ts';
import { Alert } from '../../../ui/primitives/Alert.tsx';
import { Button } from '../../../ui/primitives/Button.tsx';
import { RadioGroup } from '../../../ui/primitives/RadioGroup.tsx';
import { TextAreaField } from '../../../ui/primitives/TextAreaField.tsx';
import { updateObservationSubmission } from '../data/observations-api.ts';

type Judgement = 'met' | 'notMet' | 'unjudged';
const judgementOf = (met: boolean | null | undefined): Judgement => (met === true ? 'met' : met === false ? 'notMet' : 'unjudged');
const metOf = (judgement: Judgement) => (judgement === 'met' ? true : judgement === 'notMet' ? false : null);

/** Ratings for every criterion, in the criteria's order, kept from the record where it has them. */
export function ratingsFor(criteria: readonly ObservationCriterion[], ratings: readonly CriterionRating[]): CriterionRating[] {
  return criteria.map(
    (criterion) => ratings.find((rating) => rating.criterionId === criterion.id) ?? { criterionId: criterion.id, met: null, note: '' },
  );
}

interface RecordEditorProps {
  observationId: string;
  criteria: readonly ObservationCriterion[];
  record: ObservationSubmission;
  onChanged(record: ObservationSubmission): void;
  onClose(): void;
}

/** The observer's record of one learner: a judgement and note per criterion, then save, resume, submit or complete. */
export function RecordEditor({ observationId, criteria, record, onChanged, onClose }: RecordEditorProps) {
  const { t } = useTranslation();
  const [ratings, setRatings] = useState(() => ratingsFor(criteria, record.ratings));
  const [note, setNote] = useState(record.note);
  const [passed, setPassed] = useState<'yes' | 'no' | null>(null);
  const [busy, setBusy] = useState<ObservationAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const editable = observationIsEditable(record.state);
  const actions = availableObservationActions(record.state);

  const act = async (action: ObservationAction) => {
    if (action === 'complete' && passed === null) return setError(t('observations.records.choosePassed'));
    setBusy(action);
    setError(null);
    try {
      const body =
        action === 'complete'
          ? { version: record.version, action, passed: passed === 'yes' }
          : action === 'resume' && !editable
            ? { version: record.version, action }
            : { version: record.version, action, ratings, note };
      const saved = await updateObservationSubmission(observationId, record.id, body);
      onChanged(saved);
    } catch (failure) {
      setError(apiErrorMessage(failure, t));
    } finally {
      setBusy(null);
    }
  };

  const setRating = (criterionId: string, patch: Partial<CriterionRating>) =>
    setRatings((current) => current.map((rating) => (rating.criterionId === criterionId ? { ...rating, ...patch } : rating)));

  return (
    <section className="observation__record" aria-labelledby={`record-${record.id}`}>
      <header className="observation__record-header">
        <h3 id={`record-${record.id}`}>{t('observations.records.recordOf', { name: record.learner.name })}</h3>
        <span className={`observation__state observation__state--${record.state}`}>{t(`observations.states.${record.state}`)}</span>
        <Button variant="quiet" onClick={onClose}>
          {t('observations.records.close')}
        </Button>
      </header>
      {error ? (
        <Alert tone="negative">
          <p>{error}</p>
        </Alert>
      ) : null}
      {criteria.length === 0 ? <p className="observation__muted">{t('observations.records.noCriteria')}</p> : null}
      <fieldset className="observation__record-fields" disabled={!editable || busy !== null}>
        <legend className="visually-hidden">{t('observations.records.ratingsLegend')}</legend>
        {criteria.map((criterion, index) => {
          const rating = ratings[index]!;
          return (
            <div key={criterion.id} className="observation__rating">
              <RadioGroup<Judgement>
                legend={criterion.title}
                value={judgementOf(rating.met)}
                options={[
                  { value: 'met', label: t('observations.records.met') },
                  { value: 'notMet', label: t('observations.records.notMet') },
                  { value: 'unjudged', label: t('observations.records.unjudged') },
                ]}
                onChange={(judgement) => setRating(criterion.id, { met: metOf(judgement) })}
              />
              {criterion.description ? <p className="field__hint">{criterion.description}</p> : null}
              <TextAreaField
                label={t('observations.records.criterionNote', { criterion: criterion.title })}
                requirement="optional"
                rows={2}
                maxLength={5000}
                value={rating.note}
                onChange={(event) => setRating(criterion.id, { note: event.target.value })}
              />
            </div>
          );
        })}
        <TextAreaField
          label={t('observations.records.note')}
          requirement="optional"
          rows={3}
          maxLength={5000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </fieldset>
      {actions.includes('complete') ? (
        <RadioGroup<'yes' | 'no'>
          legend={t('observations.records.passedLegend')}
          value={passed ?? ('' as 'yes')}
          options={[
            { value: 'yes', label: t('observations.records.passedYes') },
            { value: 'no', label: t('observations.records.passedNo') },
          ]}
          onChange={setPassed}
          disabled={busy !== null}
        />
      ) : null}
      {record.state === 'completed' ? (
        <p className="observation__outcome">
          {record.passed ? t('observations.records.outcomePassed') : t('observations.records.outcomeFailed')}
        </p>
      ) : null}
      <div className="observation__record-actions">
        {actions.map((action) => (
          <Button
            key={action}
            variant={action === 'submit' || action === 'complete' ? 'primary' : 'secondary'}
            disabled={busy !== null}
            onClick={() => void act(action)}
          >
            {busy === action ? t('observations.records.working') : t(`observations.actions.${action}`)}
          </Button>
        ))}
      </div>
    </section>
  );
}
