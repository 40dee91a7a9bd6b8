import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/primitives/TextField.tsx';
import { UploadField } from '../../ui/upload/UploadField.tsx';
import { useAccountSwitch } from './data/account-settings-queries.ts';

interface AvatarFieldProps {
  value: string;
  onChange: (avatarUrl: string) => void;
  error?: string | undefined;
}

/**
 * A person's picture (your own on /account, anyone's on their page): an image uploaded like any media
 * field while the account has avatarUploadEnabled on, else a web address only. The server applies the
 * same switch, so this only spares people a field that would be refused.
 */
export function AvatarField({ value, onChange, error }: AvatarFieldProps) {
  const { t } = useTranslation();
  const uploads = useAccountSwitch('avatarUploadEnabled') === true;
  if (!uploads)
    return (
      <TextField
        label={t('people.fields.avatarUrl')}
        hint={t('people.fields.avatarUrlHint')}
        requirement="optional"
        type="url"
        inputMode="url"
        value={value}
        onChange={(event) => onChange(event.target.value.trim())}
        {...(error ? { error } : {})}
      />
    );
  return (
    <UploadField
      label={t('people.fields.avatar')}
      hint={t('people.fields.avatarUploadHint')}
      requirement="optional"
      contentType="image"
      preview="image"
      value={value}
      onChange={(next) => onChange(next.trim())}
      {...(error ? { error } : {})}
    />
  );
}
