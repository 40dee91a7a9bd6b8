import { accentColorSchema, isImageReference, rolesAllow, type AccountBranding, type AccountSettings } from '@slidewise/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../api/index.ts';
import { useAccountSettings, useUpdateAccountSettings } from '../account/index.ts';
import { useMe } from '../auth/index.ts';
import { Page } from '../../ui/layout/Page.tsx';
import { AiProviderSettings } from '../ai-generation/index.ts';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { Spinner } from '../../ui/primitives/Spinner.tsx';
import { TextField } from '../../ui/primitives/TextField.tsx';
import { BrandingFields } from './BrandingFields.tsx';
import { FeatureSwitches, listedSwitches } from './FeatureSwitches.tsx';
import { changesOf, draftOf, hasChanges, type SettingsDraft } from './settings-draft.ts';
import './settings.css';

/** /settings: the account's name, branding, feature switches and offline availability (issue 14). */
export function SettingsPage() {
  const { t } = useTranslation();
  const settings = useAccountSettings();

  if (settings.isPending) {
    return (
      <Page title={t('accountSettings.title')} width="narrow">
        <Spinner label={t('accountSettings.loading')} />
      </Page>
    );
  }
  if (settings.isError) {
    return (
      <Page title={t('accountSettings.title')} width="narrow">
        <Alert tone="negative">
          <p className="settings__failure-title">{t('accountSettings.loadFailed')}</p>
          <p>{apiErrorMessage(settings.error, t)}</p>
        </Alert>
        <div>
          <Button variant="secondary" onClick={() => void settings.refetch()} disabled={settings.isFetching}>
            {t('accountSettings.retry')}
          </Button>
        </div>
      </Page>
    );
  }
  return <SettingsForm saved={settings.data} />;
}

function SettingsForm({ saved }: { saved: AccountSettings }) {
  const { t } = useTranslation();
  const me = useMe();
  const update = useUpdateAccountSettings();
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(saved));
  const [savedOnce, setSavedOnce] = useState(false);
  // A save (here or on another tab) gives new saved settings: the form starts again from them.
  useEffect(() => setDraft(draftOf(saved)), [saved]);

  const canChange = rolesAllow('settings.update', me.data?.userRoles ?? []);
  const changes = changesOf(saved, draft);
  const errors = brandingErrors(draft.branding, {
    logo: t('accountSettings.branding.logoInvalid'),
    accent: t('accountSettings.branding.accentInvalid'),
  });
  const nameError = draft.name.trim() === '' ? t('accountSettings.nameRequired') : undefined;
  const valid = Object.keys(errors).length === 0 && !nameError;
  const setSwitch = (name: keyof SettingsDraft['switches'], value: boolean) =>
    setDraft((current) => ({ ...current, switches: { ...current.switches, [name]: value } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || !hasChanges(changes)) return;
    setSavedOnce(false);
    update.mutate(changes, { onSuccess: () => setSavedOnce(true) });
  };

  const certificateNote = saved.allowances.isCompletionCertificateAllowed ? undefined : t('accountSettings.notAllowedByPlan');
  const spacedNote = saved.allowances.isSpacedRepetitionAllowed ? undefined : t('accountSettings.notAllowedByPlan');

  return (
    <Page title={t('accountSettings.title')} eyebrow={saved.name}>
      {canChange ? null : <Alert tone="info">{t('accountSettings.readOnly')}</Alert>}
      <form className="settings" onSubmit={submit} noValidate>
        <fieldset className="settings__fieldset" disabled={!canChange || update.isPending}>
          <section className="settings__section" aria-labelledby="settings-account">
            <h2 className="settings__heading" id="settings-account">
              {t('accountSettings.account')}
            </h2>
            <TextField
              label={t('accountSettings.name')}
              requirement="required"
              value={draft.name}
              maxLength={120}
              onChange={(event) => setDraft((current) => ({ ...current, name: event.target.value }))}
              {...(nameError ? { error: nameError } : {})}
            />
          </section>

          <section className="settings__section" aria-labelledby="settings-branding">
            <h2 className="settings__heading" id="settings-branding">
              {t('accountSettings.branding.title')}
            </h2>
            <p className="settings__intro">{t('accountSettings.branding.intro')}</p>
            <BrandingFields
              branding={draft.branding}
              errors={errors}
              onChange={(branding) => setDraft((current) => ({ ...current, branding }))}
            />
          </section>

          <section className="settings__section" aria-labelledby="settings-features">
            <h2 className="settings__heading" id="settings-features">
              {t('accountSettings.features')}
            </h2>
            <p className="settings__intro">{t('accountSettings.featuresIntro')}</p>
            <FeatureSwitches
              names={listedSwitches}
              values={draft.switches}
              onChange={setSwitch}
              notes={{
                ...(certificateNote ? { courseCompletionCertificateEnabled: certificateNote } : {}),
                ...(spacedNote ? { brainboostEnabled: spacedNote } : {}),
              }}
            />
          </section>

          <section className="settings__section" aria-labelledby="settings-offline">
            <h2 className="settings__heading" id="settings-offline">
              {t('accountSettings.offline')}
            </h2>
            <FeatureSwitches names={['offlineEnabled']} values={draft.switches} onChange={setSwitch} />
          </section>
        </fieldset>

        {update.isError ? <Alert tone="negative">{apiErrorMessage(update.error, t)}</Alert> : null}
        {savedOnce && !hasChanges(changes) ? (
          <p className="settings__saved" role="status">
            {t('accountSettings.saved')}
          </p>
        ) : null}
        {canChange ? (
          <div className="settings__actions">
            <Button type="submit" disabled={!valid || !hasChanges(changes) || update.isPending}>
              {update.isPending ? t('accountSettings.saving') : t('accountSettings.save')}
            </Button>
            <Button variant="secondary" disabled={!hasChanges(changes) || update.isPending} onClick={() => setDraft(draftOf(saved))}>
              {t('accountSettings.discard')}
            </Button>
          </div>
        ) : null}
      </form>
      <AiProviderSettings canChange={canChange} />
    </Page>
  );
}

/** The branding fields' own rules, checked before saving so the administrator sees which field to fix. */
function brandingErrors(
  branding: AccountBranding,
  messages: { logo: string; accent: string },
): Partial<Record<keyof AccountBranding, string>> {
  const errors: Partial<Record<keyof AccountBranding, string>> = {};
  if (!isImageReference(branding.logoUrl)) errors.logoUrl = messages.logo;
  if (branding.accentColor !== null && !accentColorSchema.safeParse(branding.accentColor).success) errors.accentColor = messages.accent;
  return errors;
}
