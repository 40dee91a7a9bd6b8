import { lessonPlatforms, type Lesson } from '@slidewise/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, getLesson, queryKeys } from '../../../api/index.ts';
import { Alert } from '../../../ui/primitives/Alert.tsx';
import { Button } from '../../../ui/primitives/Button.tsx';
import { Checkbox } from '../../../ui/primitives/Checkbox.tsx';
import { Dialog } from '../../../ui/primitives/Dialog.tsx';
import { Spinner } from '../../../ui/primitives/Spinner.tsx';
import { Switch } from '../../../ui/primitives/Switch.tsx';
import { TextAreaField } from '../../../ui/primitives/TextAreaField.tsx';
import { TextField } from '../../../ui/primitives/TextField.tsx';
import { DraftRestoredNotice } from '../../../ui/saving/DraftRestoredNotice.tsx';
import { saveStatus } from '../../../ui/saving/edit-state.ts';
import { SaveFailureNotice } from '../../../ui/saving/SaveFailureNotice.tsx';
import { SaveStatusIndicator } from '../../../ui/saving/SaveStatusIndicator.tsx';
import { createLessonSettingsSession, type LessonSettingsSession } from './lesson-settings-session.ts';

interface LessonSettingsPanelProps {
  lessonId: string;
  /** Told the title as edited, so the page header follows it. */
  onTitleChange(title: string): void;
}

/** authoring §3 "Lesson (saved fields)": read with GET /api/lessons/{id}, saved with PUT. */
export function LessonSettingsPanel({ lessonId, onTitleChange }: LessonSettingsPanelProps) {
  const { t } = useTranslation();
  const lesson = useQuery({
    queryKey: queryKeys.lesson(lessonId),
    queryFn: () => getLesson(lessonId),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  if (lesson.isPending) return <Spinner label={t('lessonEditor.settings.loading')} />;
  if (lesson.isError) {
    return (
      <Alert tone="negative">
        <p>{t('lessonEditor.settings.loadFailed')}</p>
        <p>{apiErrorMessage(lesson.error, t)}</p>
      </Alert>
    );
  }
  return <LessonSettingsForm lesson={lesson.data} onTitleChange={onTitleChange} />;
}

function LessonSettingsForm({ lesson, onTitleChange }: { lesson: Lesson; onTitleChange(title: string): void }) {
  const { t } = useTranslation();
  const [session, setSession] = useState<LessonSettingsSession | null>(null);
  const tRef = useRef(t);
  tRef.current = t;
  const lessonRef = useRef(lesson);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one session per lesson: a new lesson id starts a new one, a refetch of the same lesson does not.
  useEffect(() => {
    const created = createLessonSettingsSession({
      lesson: lessonRef.current,
      describeError: (error) => apiErrorMessage(error, tRef.current),
    });
    setSession(created);
    return () => {
      // Leaving the editor saves what waits rather than dropping it (the draft keeps it if that fails).
      void created.flush().finally(() => created.dispose());
    };
  }, [lesson.id]);
  if (!session) return null;
  return <SettingsFields session={session} onTitleChange={onTitleChange} />;
}

function SettingsFields({ session, onTitleChange }: { session: LessonSettingsSession; onTitleChange(title: string): void }) {
  const { t } = useTranslation();
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState);
  const { changed, error, conflict } = state;
  const [typedTitle, setTypedTitle] = useState<string | null>(null);
  const status = saveStatus(state);

  useEffect(() => onTitleChange(changed.title), [changed.title, onTitleChange]);

  const restriction = changed.features.attemptRestriction;
  const setRestriction = (patch: Partial<typeof restriction>) =>
    session.edit({ features: { ...changed.features, attemptRestriction: { ...restriction, ...patch } } });

  return (
    <form className="lesson-settings" aria-label={t('lessonEditor.settings.label')} onSubmit={(event) => event.preventDefault()}>
      <SaveStatusIndicator status={status} label={t(`lessonEditor.settings.save.${status}`)} />
      <DraftRestoredNotice
        restored={session.restoredDraft}
        labels={{ text: t('lessonEditor.settings.save.draftRestored'), dismiss: t('lessonEditor.settings.save.dismiss') }}
      />
      <SaveFailureNotice
        error={error}
        canRestore={state.failedEdits !== null}
        onRestore={() => session.restoreFailedEdits()}
        onDismiss={() => (state.failedEdits ? session.dismissFailedEdits() : session.dismissError())}
        labels={{
          title: t('lessonEditor.settings.save.failedTitle'),
          restore: t('lessonEditor.settings.save.restore'),
          dismiss: t('lessonEditor.settings.save.dismiss'),
        }}
      />
      <TextField
        label={t('lessonEditor.settings.title')}
        requirement="required"
        value={typedTitle ?? changed.title}
        maxLength={200}
        // A blank title is never sent: it stays on screen with its message until it is one.
        error={typedTitle !== null ? t('validation.required') : undefined}
        onChange={(event) => {
          const value = event.target.value;
          if (value.trim() === '') {
            setTypedTitle(value);
            return;
          }
          setTypedTitle(null);
          session.edit({ title: value });
        }}
      />
      <TextAreaField
        label={t('lessonEditor.settings.description')}
        requirement="optional"
        value={changed.description}
        maxLength={5000}
        onChange={(event) => session.edit({ description: event.target.value })}
      />
      <TextField
        label={t('lessonEditor.settings.externalId')}
        requirement="optional"
        hint={t('lessonEditor.settings.externalIdHint')}
        value={changed.externalId}
        maxLength={100}
        onChange={(event) => session.edit({ externalId: event.target.value })}
      />
      <fieldset className="lesson-settings__group">
        <legend className="field__label">{t('lessonEditor.settings.learnerSees')}</legend>
        <Switch
          label={t('lessonEditor.settings.hideContentType')}
          checked={changed.hideContentType}
          onChange={(event) => session.edit({ hideContentType: event.target.checked })}
        />
        <Switch
          label={t('lessonEditor.settings.hideProgress')}
          checked={changed.hideProgress}
          onChange={(event) => session.edit({ hideProgress: event.target.checked })}
        />
        <Switch
          label={t('lessonEditor.settings.hideScore')}
          checked={changed.hideScore}
          onChange={(event) => session.edit({ hideScore: event.target.checked })}
        />
        <Switch
          label={t('lessonEditor.settings.isRateable')}
          checked={changed.isRateable}
          onChange={(event) => session.edit({ isRateable: event.target.checked })}
        />
        <Switch
          label={t('lessonEditor.settings.useCourseBranding')}
          checked={changed.useCourseBranding}
          onChange={(event) => session.edit({ useCourseBranding: event.target.checked })}
        />
      </fieldset>
      <fieldset className="lesson-settings__group">
        <legend className="field__label">{t('lessonEditor.settings.scoringGroup')}</legend>
        <Switch
          label={t('lessonEditor.settings.scoring')}
          checked={changed.scoring.enabled}
          onChange={(event) => session.edit({ scoring: { enabled: event.target.checked } })}
        />
        <Switch
          label={t('lessonEditor.settings.stars')}
          checked={changed.features.starOptions.enabled}
          onChange={(event) => session.edit({ features: { ...changed.features, starOptions: { enabled: event.target.checked } } })}
        />
        <Switch
          label={t('lessonEditor.settings.showStarProgressScore')}
          checked={changed.showStarProgressScore}
          onChange={(event) => session.edit({ showStarProgressScore: event.target.checked })}
        />
      </fieldset>
      <fieldset className="lesson-settings__group">
        <legend className="field__label">{t('lessonEditor.settings.contributionsGroup')}</legend>
        {/* Spec lesson contribution flags: peers see a contribution once a moderator approved it at /peer-authoring. */}
        <Switch
          label={t('lessonEditor.settings.requiresApproval')}
          hint={t('lessonEditor.settings.requiresApprovalHint')}
          checked={changed.contribution.requiresApproval}
          onChange={(event) => session.edit({ contribution: { ...changed.contribution, requiresApproval: event.target.checked } })}
        />
      </fieldset>
      <fieldset className="lesson-settings__group">
        <legend className="field__label">{t('lessonEditor.settings.attempts')}</legend>
        <Switch
          label={t('lessonEditor.settings.lockOnCompletion')}
          checked={restriction.lockOnCompletion}
          onChange={(event) => setRestriction({ lockOnCompletion: event.target.checked })}
        />
        <WholeNumberField
          label={t('lessonEditor.settings.lockIntervalMin')}
          hint={t('lessonEditor.settings.zeroMeansNone')}
          value={restriction.lockIntervalMin}
          onChange={(value) => setRestriction({ lockIntervalMin: value })}
        />
        <WholeNumberField
          label={t('lessonEditor.settings.resetCourseOnNumberAttempts')}
          hint={t('lessonEditor.settings.zeroMeansNone')}
          value={restriction.resetCourseOnNumberAttempts}
          onChange={(value) => setRestriction({ resetCourseOnNumberAttempts: value })}
        />
      </fieldset>
      <fieldset className="lesson-settings__group">
        <legend className="field__label">{t('lessonEditor.settings.platforms')}</legend>
        {lessonPlatforms.map((platform) => (
          <Checkbox
            key={platform}
            label={t(`lessonEditor.settings.platform.${platform}`)}
            checked={changed.availability.platforms.includes(platform)}
            onChange={(event) =>
              session.edit({
                availability: {
                  platforms: lessonPlatforms.filter((each) =>
                    each === platform ? event.target.checked : changed.availability.platforms.includes(each),
                  ),
                },
              })
            }
          />
        ))}
      </fieldset>
      <Dialog
        open={conflict !== null}
        role="alertdialog"
        title={t('lessonEditor.settings.conflict.title')}
        actions={
          <>
            <Button variant="secondary" onClick={() => session.resolveConflict('theirs')}>
              {t('lessonEditor.settings.conflict.reloadTheirs')}
            </Button>
            <Button onClick={() => session.resolveConflict('mine')}>{t('lessonEditor.settings.conflict.keepMine')}</Button>
          </>
        }
      >
        <p>{t('lessonEditor.settings.conflict.text')}</p>
      </Dialog>
    </form>
  );
}

/** A whole number from 0; what is typed stays on screen while it is not one, and only numbers are saved. */
function WholeNumberField({ label, hint, value, onChange }: { label: string; hint: string; value: number; onChange(value: number): void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <TextField
      label={label}
      hint={hint}
      type="number"
      inputMode="numeric"
      min={0}
      step={1}
      value={typed ?? String(value)}
      error={typed !== null ? t('lessonEditor.settings.wholeNumber') : undefined}
      onChange={(event) => {
        const next = event.target.value;
        const number = Number(next);
        if (next.trim() !== '' && Number.isInteger(number) && number >= 0 && number <= 100_000) {
          setTyped(null);
          onChange(number);
        } else setTyped(next);
      }}
    />
  );
}
