import { languageTagSchema, textDirection, textDirections, type DisplayConfig, type InheritPreferences } from '@slidewise/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../ui/primitives/Checkbox.tsx';
import { SelectField } from '../../../ui/primitives/SelectField.tsx';
import { Switch } from '../../../ui/primitives/Switch.tsx';
import { TextAreaField } from '../../../ui/primitives/TextAreaField.tsx';
import { TextField } from '../../../ui/primitives/TextField.tsx';
import { useCourseEditSession, useCourseEditState } from '../editor/course-edit-context.ts';
import { NumberField } from './NumberField.tsx';

const preferenceKeys: (keyof InheritPreferences)[] = [
  'inheritParentBackground',
  'inheritParentColors',
  'inheritParentCss',
  'inheritParentLogo',
];

/** How the course plays (templates §3.4 config), saved with the course data. */
export function DisplaySection() {
  const { t } = useTranslation();
  const session = useCourseEditSession();
  const config = useCourseEditState().changed.config;
  const [typedLanguage, setTypedLanguage] = useState<string | null>(null);
  const edit = (patch: Partial<DisplayConfig>) => session.edit({ config: { ...config, ...patch } });

  return (
    <div className="editor-form">
      <Switch
        label={t('courseEditor.display.pagination')}
        checked={config.pagination}
        onChange={(event) => edit({ pagination: event.target.checked })}
      />
      <Switch
        label={t('courseEditor.display.indicator')}
        checked={config.indicator}
        onChange={(event) => edit({ indicator: event.target.checked })}
      />
      <Switch
        label={t('courseEditor.display.pageNumbers')}
        checked={config.pageNumbers}
        onChange={(event) => edit({ pageNumbers: event.target.checked })}
      />
      <Switch label={t('courseEditor.display.sound')} checked={config.sound} onChange={(event) => edit({ sound: event.target.checked })} />
      <div className="editor-form__grid">
        <TextField
          label={t('courseEditor.display.language')}
          hint={t('courseEditor.display.languageHint')}
          value={typedLanguage ?? config.language}
          maxLength={35}
          {...(typedLanguage !== null ? { error: t('courseEditor.display.languageInvalid') } : {})}
          onChange={(event) => {
            const value = event.target.value;
            const parsed = languageTagSchema.safeParse(value);
            if (!parsed.success) {
              setTypedLanguage(value);
              return;
            }
            setTypedLanguage(null);
            // A right-to-left language brings its direction along; the author can still change it.
            edit({ language: parsed.data, direction: textDirection(parsed.data) });
          }}
        />
        <SelectField
          label={t('courseEditor.display.direction')}
          value={config.direction}
          options={textDirections.map((value) => ({ value, label: t(`courseEditor.display.directions.${value}`) }))}
          onChange={(event) => edit({ direction: event.target.value as DisplayConfig['direction'] })}
        />
        <NumberField
          label={t('courseEditor.display.minimumScore')}
          hint={t('courseEditor.display.minimumScoreHint')}
          value={config.minimumScore}
          min={0}
          max={100}
          onChange={(minimumScore) => minimumScore !== null && edit({ minimumScore })}
        />
      </div>
      <TextAreaField
        className="field--code"
        label={t('courseEditor.display.customCss')}
        requirement="optional"
        hint={t('courseEditor.display.customCssHint')}
        rows={6}
        spellCheck={false}
        maxLength={50_000}
        value={config.customCss}
        onChange={(event) => edit({ customCss: event.target.value })}
      />
      <fieldset className="checkbox-group">
        <legend className="field__label">{t('courseEditor.display.inheritLegend')}</legend>
        {preferenceKeys.map((key) => (
          <Checkbox
            key={key}
            label={t(`courseEditor.display.inherit.${key}`)}
            checked={config.preferences[key]}
            onChange={(event) => edit({ preferences: { ...config.preferences, [key]: event.target.checked } })}
          />
        ))}
      </fieldset>
    </div>
  );
}
