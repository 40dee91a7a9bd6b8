import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/primitives/TextField.tsx';

interface ImageUrlFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  name: string;
}

/** An image given by its address for now (uploads come with media storage), with a preview. */
export function ImageUrlField({ label, value, onChange, name }: ImageUrlFieldProps) {
  const { t } = useTranslation();
  const showsPreview = /^https?:\/\/\S+$/i.test(value.trim());
  return (
    <div className="image-field">
      <TextField
        label={label}
        requirement="optional"
        hint={t('courseEditor.fields.imageUrlHint')}
        type="url"
        inputMode="url"
        name={name}
        value={value}
        maxLength={2048}
        onChange={(event) => onChange(event.target.value)}
      />
      <div className="image-field__preview" aria-hidden="true">
        {showsPreview ? <img src={value.trim()} alt="" loading="lazy" /> : <span>{t('courseEditor.fields.noImage')}</span>}
      </div>
    </div>
  );
}
