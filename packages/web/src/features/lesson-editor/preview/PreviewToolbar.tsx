import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  previewDevices,
  previewOrientations,
  previewStates,
  type PreviewDevice,
  type PreviewOrientation,
  type PreviewState,
} from './preview-devices.ts';

export interface PreviewSettings {
  device: PreviewDevice;
  orientation: PreviewOrientation;
  state: PreviewState;
}

interface PreviewToolbarProps {
  settings: PreviewSettings;
  onChange(settings: PreviewSettings): void;
}

/** Device, orientation and slide state of the preview: three small native selects that fit a phone. */
export const PreviewToolbar = memo(function PreviewToolbar({ settings, onChange }: PreviewToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="preview-toolbar" role="group" aria-label={t('lessonEditor.preview.options')}>
      <CompactSelect
        label={t('lessonEditor.preview.device')}
        value={settings.device}
        options={previewDevices.map((device) => ({ value: device, label: t(`lessonEditor.preview.devices.${device}`) }))}
        onChange={(device) => onChange({ ...settings, device })}
      />
      <CompactSelect
        label={t('lessonEditor.preview.orientation')}
        value={settings.orientation}
        options={previewOrientations.map((orientation) => ({
          value: orientation,
          label: t(`lessonEditor.preview.orientations.${orientation}`),
        }))}
        onChange={(orientation) => onChange({ ...settings, orientation })}
      />
      <CompactSelect
        label={t('lessonEditor.preview.state')}
        value={settings.state}
        options={previewStates.map((state) => ({ value: state, label: t(`lessonEditor.preview.states.${state}`) }))}
        onChange={(state) => onChange({ ...settings, state })}
      />
    </div>
  );
});

function CompactSelect<Value extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange(value: Value): void;
}) {
  const id = useId();
  return (
    <div className="preview-toolbar__control">
      <label className="preview-toolbar__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="preview-toolbar__select" value={value} onChange={(event) => onChange(event.target.value as Value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
