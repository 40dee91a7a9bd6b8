import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../api/index.ts';
import { useUserGroups } from '../../api/course-queries.ts';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { Checkbox } from '../../ui/primitives/Checkbox.tsx';
import { Spinner } from '../../ui/primitives/Spinner.tsx';
import type { CourseAccess } from './course-audience.ts';
import './course-access.css';

interface AudienceFixProps {
  /** What was published: the course itself, or a lesson of it. */
  published: 'course' | 'lesson';
  /** Saves the access chosen; its failure is shown here. */
  onChoose(access: CourseAccess): Promise<unknown>;
}

/**
 * Said where a course goes live while nobody can see it: the warning, then the two ways out — every
 * learner, or the groups picked here — so the author fixes it without leaving the dialog.
 */
export function AudienceFix({ published, onChoose }: AudienceFixProps) {
  const { t } = useTranslation();
  const groups = useUserGroups();
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const titleId = useId();

  const choose = async (access: CourseAccess) => {
    setSaving(true);
    setFailure(undefined);
    try {
      await onChoose(access);
    } catch (error) {
      setFailure(t('publishing.audience.failed', { message: apiErrorMessage(error, t) }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="audience-fix" aria-labelledby={titleId}>
      <h3 className="audience-fix__title" id={titleId}>
        {t('publishing.audience.warningTitle')}
      </h3>
      <p>{t(published === 'course' ? 'publishing.audience.warningPublished' : 'publishing.audience.warningLesson')}</p>
      <Button variant="primary" disabled={saving} onClick={() => void choose({ universalAccess: true, userGroups: [] })}>
        {t('publishing.audience.everyoneAction')}
      </Button>
      <fieldset className="audience-fix__groups">
        <legend>{t('publishing.audience.chooseGroups')}</legend>
        {groups.isPending ? <Spinner label={t('publishing.audience.groupsLoading')} /> : null}
        {groups.isError ? <Alert tone="negative">{apiErrorMessage(groups.error, t)}</Alert> : null}
        {groups.isSuccess && groups.data.length === 0 ? <p className="field__hint">{t('publishing.audience.noGroups')}</p> : null}
        {groups.isSuccess && groups.data.length > 0 ? (
          <>
            <ul className="audience-fix__group-list">
              {groups.data.map((group) => (
                <li key={group.id}>
                  <Checkbox
                    label={group.name}
                    checked={chosen.includes(group.id)}
                    onChange={(event) =>
                      setChosen((current) => (event.target.checked ? [...current, group.id] : current.filter((id) => id !== group.id)))
                    }
                  />
                </li>
              ))}
            </ul>
            <Button
              variant="secondary"
              disabled={saving || chosen.length === 0}
              onClick={() => void choose({ universalAccess: false, userGroups: [...chosen] })}
            >
              {t('publishing.audience.saveGroups')}
            </Button>
          </>
        ) : null}
      </fieldset>
      {saving ? <Spinner label={t('publishing.audience.saving')} /> : null}
      {failure ? <Alert tone="negative">{failure}</Alert> : null}
    </section>
  );
}
