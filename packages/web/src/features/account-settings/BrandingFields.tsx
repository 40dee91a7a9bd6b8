import type { CSSProperties } from 'react';
import { themeFamilies, type AccountBranding } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { RadioGroup } from '../../ui/primitives/RadioGroup.tsx';
import { TextField } from '../../ui/primitives/TextField.tsx';
import { UploadField } from '../../ui/upload/UploadField.tsx';

interface BrandingFieldsProps {
  branding: AccountBranding;
  onChange: (branding: AccountBranding) => void;
  /** The server's message for a field it refused, by field name. */
  errors: Partial<Record<keyof AccountBranding, string>>;
}

const DEFAULT_PICKER_COLOR = '#675df4';

/** The logo (uploaded or a web address), the accent colour and the theme (ed or sc, light or dark) learners and certificates get. */
export function BrandingFields({ branding, onChange, errors }: BrandingFieldsProps) {
  const { t } = useTranslation();
  const set = <K extends keyof AccountBranding>(key: K, value: AccountBranding[K]) => onChange({ ...branding, [key]: value });
  return (
    <div className="settings-branding">
      <UploadField
        label={t('accountSettings.branding.logo')}
        requirement="optional"
        hint={t('accountSettings.branding.logoHint')}
        contentType="image"
        library
        value={branding.logoUrl}
        onChange={(next) => set('logoUrl', next.trim())}
        {...(errors.logoUrl ? { error: errors.logoUrl } : {})}
      />
      <div className="settings-branding__colour">
        <TextField
          label={t('accountSettings.branding.accent')}
          requirement="optional"
          hint={t('accountSettings.branding.accentHint')}
          value={branding.accentColor ?? ''}
          placeholder="#675df4"
          onChange={(event) => set('accentColor', event.target.value.trim() === '' ? null : event.target.value.trim())}
          {...(errors.accentColor ? { error: errors.accentColor } : {})}
        />
        <input
          type="color"
          className="settings-branding__picker"
          aria-label={t('accountSettings.branding.accentPicker')}
          value={branding.accentColor ?? DEFAULT_PICKER_COLOR}
          onChange={(event) => set('accentColor', event.target.value)}
        />
      </div>
      <RadioGroup
        legend={t('accountSettings.branding.family')}
        value={branding.themeFamily}
        options={themeFamilies.map((family) => ({
          value: family,
          label: t(`accountSettings.branding.families.${family}.label`),
          hint: t(`accountSettings.branding.families.${family}.hint`),
        }))}
        onChange={(family) => set('themeFamily', family)}
      />
      <RadioGroup
        legend={t('accountSettings.branding.scheme')}
        value={branding.colorScheme}
        options={[
          { value: 'light', label: t('accountSettings.branding.light') },
          { value: 'dark', label: t('accountSettings.branding.dark') },
        ]}
        onChange={(scheme) => set('colorScheme', scheme)}
      />
      <div
        className="settings-branding__preview"
        data-theme={`${branding.themeFamily}-${branding.colorScheme}`}
        style={branding.accentColor ? ({ '--color-accent': branding.accentColor } as CSSProperties) : undefined}
      >
        {branding.logoUrl ? <img className="settings-branding__logo" src={branding.logoUrl} alt="" /> : null}
        <span className="settings-branding__sample">{t('accountSettings.branding.preview')}</span>
      </div>
    </div>
  );
}
