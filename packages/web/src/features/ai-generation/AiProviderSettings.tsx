import { type AccountAiSettings, aiProviderKinds } from '@slidewise/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { aiErrorMessage } from '../../api/ai-error-message.ts';
import { readAiSettings, updateAiSettings } from '../../api/ai-generation.ts';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { SelectField } from '../../ui/primitives/SelectField.tsx';
import { Spinner } from '../../ui/primitives/Spinner.tsx';
import { TextField } from '../../ui/primitives/TextField.tsx';
import './ai-generation.css';

const settingsKey = ['account', 'ai-settings'] as const;
type Provider = (typeof aiProviderKinds)[number];

/**
 * Settings → AI: the account's own provider, model and key, used instead of the server's. The key is
 * written, never read back: the page only says whether one is set.
 */
export function AiProviderSettings({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: settingsKey, queryFn: readAiSettings });
  const [draft, setDraft] = useState({ provider: 'openai' as Provider, baseUrl: '', model: '', apiKey: '' });
  useEffect(() => {
    const saved = settings.data;
    if (saved?.provider) setDraft({ provider: saved.provider, baseUrl: saved.baseUrl ?? '', model: saved.model ?? '', apiKey: '' });
  }, [settings.data]);
  const save = useMutation({
    mutationFn: updateAiSettings,
    onSuccess: (saved: AccountAiSettings) => {
      queryClient.setQueryData(settingsKey, saved);
      setDraft((current) => ({ ...current, apiKey: '' }));
    },
  });

  if (settings.isPending) return <Spinner label={t('aiGeneration.settings.loading')} />;
  if (settings.isError) return <Alert tone="negative">{aiErrorMessage(settings.error, t)}</Alert>;
  const saved = settings.data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.model.trim()) return;
    save.mutate({
      provider: draft.provider,
      baseUrl: draft.baseUrl.trim() || null,
      model: draft.model.trim(),
      ...(draft.apiKey.trim() ? { apiKey: draft.apiKey.trim() } : {}),
    });
  };

  return (
    <form className="card ai-create" aria-labelledby="ai-settings-heading" onSubmit={submit} noValidate>
      <h2 id="ai-settings-heading" className="ai-create__heading">
        {t('aiGeneration.settings.title')}
      </h2>
      <p className="page__text">
        {saved.provider
          ? t('aiGeneration.settings.own', { model: saved.model })
          : saved.serverConfigured
            ? t('aiGeneration.settings.server')
            : t('aiGeneration.errors.notConfigured')}
      </p>
      <fieldset className="ai-create" disabled={!canChange || save.isPending}>
        <SelectField
          label={t('aiGeneration.settings.provider')}
          value={draft.provider}
          options={aiProviderKinds.map((value) => ({ value, label: t(`aiGeneration.settings.providers.${value}`) }))}
          onChange={(event) => setDraft((current) => ({ ...current, provider: event.target.value as Provider }))}
        />
        <TextField
          label={t('aiGeneration.settings.baseUrl')}
          hint={t('aiGeneration.settings.baseUrlHint')}
          type="url"
          value={draft.baseUrl}
          onChange={(event) => setDraft((current) => ({ ...current, baseUrl: event.target.value }))}
        />
        <TextField
          label={t('aiGeneration.settings.model')}
          requirement="required"
          value={draft.model}
          onChange={(event) => setDraft((current) => ({ ...current, model: event.target.value }))}
        />
        <TextField
          label={t('aiGeneration.settings.apiKey')}
          hint={saved.keySet ? t('aiGeneration.settings.keySet') : t('aiGeneration.settings.keyNotSet')}
          type="password"
          autoComplete="off"
          value={draft.apiKey}
          onChange={(event) => setDraft((current) => ({ ...current, apiKey: event.target.value }))}
        />
      </fieldset>
      {save.isError ? <Alert tone="negative">{aiErrorMessage(save.error, t)}</Alert> : null}
      {save.isSuccess ? <Alert tone="positive">{t('aiGeneration.settings.saved')}</Alert> : null}
      {canChange ? (
        <div className="ai-progress__actions">
          <Button type="submit" disabled={save.isPending || !draft.model.trim()}>
            {t('aiGeneration.settings.save')}
          </Button>
          {saved.provider ? (
            <Button variant="secondary" disabled={save.isPending} onClick={() => save.mutate({ provider: null })}>
              {t('aiGeneration.settings.remove')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
