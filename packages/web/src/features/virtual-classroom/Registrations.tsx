import type { ConferenceRegistration } from '@slidewise/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../api/index.ts';
import { formatDateTime } from '../../i18n/format-date.ts';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { Spinner } from '../../ui/primitives/Spinner.tsx';
import { conferenceQueryKeys, listConferenceRegistrations, markConferenceAttendance } from './data/conferences-api.ts';

const PAGE_SIZE = 50;

/** Who registered, in the order they did, and the facilitator's attendance marks. */
export function Registrations({ conferenceId }: { conferenceId: string }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const registrations = useQuery({
    queryKey: conferenceQueryKeys.registrations(conferenceId, page),
    queryFn: () => listConferenceRegistrations(conferenceId, page, PAGE_SIZE),
  });

  const mark = async (registration: ConferenceRegistration, attended: boolean) => {
    setBusyId(registration.id);
    setError(null);
    try {
      const saved = await markConferenceAttendance(conferenceId, registration.id, attended);
      queryClient.setQueryData(conferenceQueryKeys.registrations(conferenceId, page), (current: typeof registrations.data) =>
        current ? { ...current, items: current.items.map((item) => (item.id === saved.id ? saved : item)) } : current,
      );
    } catch (failure) {
      setError(apiErrorMessage(failure, t));
    } finally {
      setBusyId(null);
    }
  };

  if (registrations.isPending) return <Spinner label={t('conferences.registrations.loading')} />;
  if (registrations.isError) {
    return (
      <Alert tone="negative">
        <p>{t('conferences.registrations.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void registrations.refetch()}>
          {t('conferences.retry')}
        </Button>
      </Alert>
    );
  }
  const { items, totalCount } = registrations.data;
  const pages = Math.max(1, Math.ceil(totalCount / PAGE_SIZE));

  return (
    <section className="conference__registrations" aria-labelledby="conference-registrations-title">
      <h2 id="conference-registrations-title">{t('conferences.registrations.title', { count: totalCount })}</h2>
      {error ? (
        <Alert tone="negative">
          <p>{error}</p>
        </Alert>
      ) : null}
      {items.length === 0 ? <p className="conference__muted">{t('conferences.registrations.empty')}</p> : null}
      <ul className="conference__registration-list">
        {items.map((registration) => (
          <li key={registration.id} className="conference__registration">
            <div className="conference__person">
              <span className="conference__name">{registration.user.name}</span>
              <span className="conference__muted">{registration.user.email}</span>
              <span className="conference__muted">
                {t('conferences.registrations.registeredAt', { when: formatDateTime(registration.registeredAt, i18n.language) })}
              </span>
            </div>
            <div
              className="conference__attendance"
              role="group"
              aria-label={t('conferences.registrations.attendanceOf', { name: registration.user.name })}
            >
              <Button
                variant={registration.attended === true ? 'primary' : 'secondary'}
                aria-pressed={registration.attended === true}
                disabled={busyId === registration.id}
                onClick={() => void mark(registration, true)}
              >
                {t('conferences.registrations.attended')}
              </Button>
              <Button
                variant={registration.attended === false ? 'primary' : 'secondary'}
                aria-pressed={registration.attended === false}
                disabled={busyId === registration.id}
                onClick={() => void mark(registration, false)}
              >
                {t('conferences.registrations.absent')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav className="conference__pages" aria-label={t('conferences.registrations.pagesLabel')}>
          <Button variant="quiet" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('conferences.registrations.previous')}
          </Button>
          <span>{t('conferences.registrations.pageOf', { page, pages })}</span>
          <Button variant="quiet" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('conferences.registrations.next')}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
