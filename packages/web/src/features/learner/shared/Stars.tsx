import { useTranslation } from 'react-i18next';
import { useAccountSwitch } from '../../account/index.ts';

/** A star count: a glyph for the eye, the number in words for screen readers; none while the account switched stars off. */
export function Stars({ count }: { count: number }) {
  const { t } = useTranslation();
  if (useAccountSwitch('starsEnabled') === false) return null;
  const label = t('learner.common.stars', { count });
  return (
    <span className="learner-stars" title={label}>
      <span aria-hidden="true">★ {count}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
