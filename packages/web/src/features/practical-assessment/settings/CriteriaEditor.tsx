import type { ObservationCriterion } from '@slidewise/core';
import { MAX_OBSERVATION_CRITERIA } from '@slidewise/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/primitives/Button.tsx';
import { TextAreaField } from '../../../ui/primitives/TextAreaField.tsx';
import { TextField } from '../../../ui/primitives/TextField.tsx';
import { addCriterion, moveCriterion, removeCriterion, replaceCriterion } from './criteria-list.ts';
import '../../../ui/forms/item-settings.css';

/** The author's list of what the observer looks for: add, reword, move and remove criteria. */
export function CriteriaEditor({
  criteria,
  onChange,
}: {
  criteria: readonly ObservationCriterion[];
  onChange(criteria: ObservationCriterion[]): void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="item-settings__group">
      <legend className="field__label">{t('observations.criteria.title')}</legend>
      <p className="field__hint">{t('observations.criteria.hint')}</p>
      {criteria.length === 0 ? <p className="observation__muted">{t('observations.criteria.empty')}</p> : null}
      <ol className="observation__criteria">
        {criteria.map((criterion, index) => (
          <li key={criterion.id} className="observation__criterion">
            <CriterionFields criterion={criterion} number={index + 1} onChange={(next) => onChange(replaceCriterion(criteria, next))} />
            <div className="observation__criterion-actions">
              <Button
                variant="quiet"
                disabled={index === 0}
                onClick={() => onChange(moveCriterion(criteria, criterion.id, -1))}
                aria-label={t('observations.criteria.moveUp', { number: index + 1 })}
              >
                {t('observations.criteria.up')}
              </Button>
              <Button
                variant="quiet"
                disabled={index === criteria.length - 1}
                onClick={() => onChange(moveCriterion(criteria, criterion.id, 1))}
                aria-label={t('observations.criteria.moveDown', { number: index + 1 })}
              >
                {t('observations.criteria.down')}
              </Button>
              <Button
                variant="secondary"
                onClick={() => onChange(removeCriterion(criteria, criterion.id))}
                aria-label={t('observations.criteria.removeNumbered', { number: index + 1 })}
              >
                {t('observations.criteria.remove')}
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <div>
        <Button
          variant="secondary"
          disabled={criteria.length >= MAX_OBSERVATION_CRITERIA}
          onClick={() => onChange(addCriterion(criteria, t('observations.criteria.newCriterion'), crypto.randomUUID()))}
        >
          {t('observations.criteria.add')}
        </Button>
      </div>
    </fieldset>
  );
}

function CriterionFields({
  criterion,
  number,
  onChange,
}: {
  criterion: ObservationCriterion;
  number: number;
  onChange(criterion: ObservationCriterion): void;
}) {
  const { t } = useTranslation();
  // A blank title is never sent: it stays on screen with its message until it is one.
  const [typedTitle, setTypedTitle] = useState<string | null>(null);
  return (
    <div className="observation__criterion-fields">
      <TextField
        label={t('observations.criteria.criterionTitle', { number })}
        requirement="required"
        maxLength={300}
        value={typedTitle ?? criterion.title}
        error={typedTitle !== null ? t('validation.required') : undefined}
        onChange={(event) => {
          const value = event.target.value;
          if (value.trim() === '') return setTypedTitle(value);
          setTypedTitle(null);
          onChange({ ...criterion, title: value });
        }}
      />
      <TextAreaField
        label={t('observations.criteria.criterionDescription', { number })}
        requirement="optional"
        rows={2}
        maxLength={2000}
        value={criterion.description}
        onChange={(event) => onChange({ ...criterion, description: event.target.value })}
      />
    </div>
  );
}
