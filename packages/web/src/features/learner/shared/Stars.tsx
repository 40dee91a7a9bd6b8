import { useTranslation } from 'react-i18next';

/** A star count: a glyph for the eye, the number in words for screen readers. */
export function Stars({ count }: { count: number }) {
  const { t } = useTranslation();
  const label = t('learner.common.stars', { count });
  return (
    <span className="learner-stars" title={label}>
      <span aria-hidden="true">★ {count}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
