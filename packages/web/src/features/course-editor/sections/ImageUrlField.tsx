import { useTranslation } from 'react-i18next';
import { UploadField } from '../../../ui/upload/UploadField.tsx';

interface ImageUrlFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
}

/** A course image (thumbnail, branding, library): uploaded, reused from the library or given by its address. */
export function ImageUrlField({ label, value, onChange, error }: ImageUrlFieldProps) {
  const { t } = useTranslation();
  return (
    <UploadField
      label={label}
      requirement="optional"
      hint={t('courseEditor.fields.imageUrlHint')}
      {...(error ? { error } : {})}
      contentType="image"
      preview="image"
      library
      value={value}
      onChange={(next) => onChange(next)}
    />
  );
}
