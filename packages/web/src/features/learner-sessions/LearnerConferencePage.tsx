import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { apiErrorMessage } from '../../api/index.ts';
import { ActivityQueryView } from '../activities/index.ts';
import { formatDateTime } from '../../i18n/format-date.ts';
import { conferenceQueryKeys, getLearnerConference, registerForConference, unregisterFromConference } from '../virtual-classroom/index.ts';
import { Page } from '../../ui/layout/Page.tsx';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import './learner-sessions.css';

/** /learn/conferences/:lessonId: when it is, places left, register or give the place back, and join while it runs. */
export function LearnerConferencePage() {
  const { t, i18n } = useTranslation();
  const { lessonId = '' } = useParams();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const conference = useQuery({ queryKey: conferenceQueryKeys.learnerConference(lessonId), queryFn: () => getLearnerConference(lessonId) });

  const change = async (register: boolean) => {
    setBusy(true);
    setError(null);
    try {
      const view = register ? await registerForConference(lessonId) : await unregisterFromConference(lessonId);
      queryClient.setQueryData(conferenceQueryKeys.learnerConference(lessonId), view);
      setAnnouncement(register ? t('conferences.learner.registeredAnnouncement') : t('conferences.learner.unregisteredAnnouncement'));
    } catch (failure) {
      setError(apiErrorMessage(failure, t));
      await conference.refetch();
    } finally {
      setBusy(false);
    }
  };

  return (
    <ActivityQueryView
      query={conference}
      texts={{
        loading: t('conferences.learner.loading'),
        pageTitle: t('pages.virtualClassroom.title'),
        loadFailed: t('conferences.learner.loadFailed'),
        retry: t('conferences.retry'),
      }}
    >
      {(item) => {
        const full = item.spotsLeft === 0 && !item.registered;
        const ended = item.phase === 'ended';

        return (
          <Page
            title={item.title}
            eyebrow={item.courseTitle}
            actions={
              <Link to={`/learn/courses/${encodeURIComponent(item.courseId)}`}>
                {t('conferences.learner.backToCourse', { course: item.courseTitle })}
              </Link>
            }
          >
            {item.description ? <p className="learner-session__description">{item.description}</p> : null}
            <dl className="learner-session__facts">
              <div>
                <dt>{t('conferences.learner.when')}</dt>
                <dd>
                  {item.startDateTime
                    ? item.endDateTime
                      ? t('conferences.learner.fromTo', {
                          start: formatDateTime(item.startDateTime, i18n.language),
                          end: formatDateTime(item.endDateTime, i18n.language),
                        })
                      : formatDateTime(item.startDateTime, i18n.language)
                    : t('conferences.learner.notScheduled')}
                </dd>
              </div>
              <div>
                <dt>{t('conferences.learner.status')}</dt>
                <dd>{t(`conferences.phases.${item.phase}`)}</dd>
              </div>
              <div>
                <dt>{t('conferences.learner.places')}</dt>
                <dd>
                  {item.spotsLeft === null
                    ? t('conferences.learner.unlimited')
                    : t('conferences.learner.spotsLeft', { count: item.spotsLeft })}
                </dd>
              </div>
            </dl>
            <p className="visually-hidden" role="status">
              {announcement}
            </p>
            {error ? (
              <Alert tone="negative">
                <p>{error}</p>
              </Alert>
            ) : null}
            {item.registered ? <p className="learner-session__outcome">{t('conferences.learner.youAreRegistered')}</p> : null}
            {item.attended !== null ? <p>{item.attended ? t('conferences.learner.attended') : t('conferences.learner.absent')}</p> : null}
            <div className="learner-session__actions">
              {item.canJoin && item.joinUrl ? (
                <a className="button button--primary" href={item.joinUrl} target="_blank" rel="noopener noreferrer">
                  {t('conferences.learner.join')}
                </a>
              ) : null}
              {!item.registered && !ended ? (
                <Button disabled={busy || full} onClick={() => void change(true)}>
                  {busy ? t('conferences.learner.working') : t('conferences.learner.register')}
                </Button>
              ) : null}
              {item.registered && !ended ? (
                <Button variant="secondary" disabled={busy} onClick={() => void change(false)}>
                  {busy ? t('conferences.learner.working') : t('conferences.learner.unregister')}
                </Button>
              ) : null}
            </div>
            {full && !ended ? <p className="learner-session__muted">{t('conferences.learner.full')}</p> : null}
            {item.registered && !item.canJoin && !ended ? (
              <p className="learner-session__muted">{t('conferences.learner.joinLater')}</p>
            ) : null}
            {ended && !item.registered ? <p className="learner-session__muted">{t('conferences.learner.ended')}</p> : null}
          </Page>
        );
      }}
    </ActivityQueryView>
  );
}
