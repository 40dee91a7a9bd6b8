import type { Planning } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../i18n/format-date.ts';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { windowNotice } from './window-notice.ts';
import '../../ui/activity/activity.css';

/** The planning window in words: not open yet, closed, or open until a time. */
export function WindowNoticeText({ planning, open }: { planning: Planning; open: boolean }) {
  const { t, i18n } = useTranslation();
  const notice = windowNotice(planning, open);
  if (!notice) return null;
  const date = formatDateTime(notice.at, i18n.language);
  if (notice.kind === 'openUntil') return <p className="activity__muted">{t('discussions.learner.openUntil', { date })}</p>;
  return (
    <Alert tone="info">
      <p>{t(`discussions.learner.${notice.kind}`, { date })}</p>
    </Alert>
  );
}
