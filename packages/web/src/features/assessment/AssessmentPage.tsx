import type { AssessmentResponse } from '@slidewise/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActivitySettingsPage, PostActivityFields } from '../activities/index.ts';
import { Switch } from '../../ui/primitives/Switch.tsx';
import { TextField } from '../../ui/primitives/TextField.tsx';
import { assessmentKind } from './kind.ts';
import '../../ui/forms/item-settings.css';

/** /assignment/{lessonId}: an assessment's settings (authoring §2); "new" with ?courseId= creates one. */
export function AssessmentPage() {
  const { t } = useTranslation();
  return (
    <ActivitySettingsPage
      kind={assessmentKind}
      fields={(changed, edit) => (
        <PostActivityFields kind="assessment" changed={changed} edit={edit}>
          <GradingFields minimumScore={changed.minimumScore} gradeByPercentage={changed.gradeByPercentage} edit={edit} />
        </PostActivityFields>
      )}
      work={(item) => ({
        link: { to: `/assignments/${encodeURIComponent(item.id)}/submissions`, label: t('discussions.settings.openSubmissions') },
      })}
    />
  );
}

/** The assessment's own fields (authoring §3): the minimum score, and whether scores are percentages. */
function GradingFields({
  minimumScore,
  gradeByPercentage,
  edit,
}: {
  minimumScore: number;
  gradeByPercentage: boolean;
  edit(patch: Partial<AssessmentResponse>): void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<string | null>(null);
  const maximum = gradeByPercentage ? 100 : 1_000_000;
  return (
    <fieldset className="item-settings__group">
      <legend className="field__label">{t('discussions.settings.grading')}</legend>
      <Switch
        label={t('discussions.settings.gradeByPercentage')}
        hint={t('discussions.settings.gradeByPercentageHint')}
        checked={gradeByPercentage}
        onChange={(event) =>
          edit(
            event.target.checked && minimumScore > 100
              ? { gradeByPercentage: true, minimumScore: 100 }
              : { gradeByPercentage: event.target.checked },
          )
        }
      />
      <TextField
        label={t('discussions.settings.minimumScore')}
        hint={t(gradeByPercentage ? 'discussions.settings.minimumScoreHintPercentage' : 'discussions.settings.minimumScoreHintPoints')}
        type="number"
        inputMode="decimal"
        min={0}
        max={maximum}
        value={typed ?? String(minimumScore)}
        // A score out of range stays on screen with its message and is not sent.
        error={typed !== null ? t('discussions.settings.minimumScoreInvalid', { maximum }) : undefined}
        onChange={(event) => {
          const value = event.target.value;
          const number = Number(value);
          if (value.trim() !== '' && Number.isFinite(number) && number >= 0 && number <= maximum) {
            setTyped(null);
            edit({ minimumScore: number });
          } else setTyped(value);
        }}
      />
    </fieldset>
  );
}
