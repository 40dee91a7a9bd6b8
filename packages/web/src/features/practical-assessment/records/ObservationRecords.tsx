import type { ObservationCriterion, ObservationSubmission } from '@slidewise/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../api/index.ts';
import { formatDateTime } from '../../../i18n/format-date.ts';
import { Alert } from '../../../ui/primitives/Alert.tsx';
import { Button } from '../../../ui/primitives/Button.tsx';
import { SelectField } from '../../../ui/primitives/SelectField.tsx';
import { Spinner } from '../../../ui/primitives/Spinner.tsx';
import { listObservableLearners, listObservationSubmissions, observationQueryKeys, startObservation } from '../data/observations-api.ts';
import { RecordEditor } from './RecordEditor.tsx';

const PAGE_SIZE = 20;

/** The facilitator's side: start observing a learner, and the records of this observation, newest first. */
export function ObservationRecords({ observationId, criteria }: { observationId: string; criteria: readonly ObservationCriterion[] }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [learnerId, setLearnerId] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const learners = useQuery({
    queryKey: observationQueryKeys.learners(observationId),
    queryFn: () => listObservableLearners(observationId),
  });
  const records = useQuery({
    queryKey: observationQueryKeys.submissions(observationId, page),
    queryFn: () => listObservationSubmissions(observationId, page, PAGE_SIZE),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: observationQueryKeys.allSubmissions(observationId) });

  const start = async () => {
    if (!learnerId) return setError(t('observations.records.chooseLearner'));
    setStarting(true);
    setError(null);
    try {
      const record = await startObservation(observationId, learnerId);
      setPage(1);
      await refresh();
      setOpenId(record.id);
    } catch (failure) {
      setError(apiErrorMessage(failure, t));
    } finally {
      setStarting(false);
    }
  };
  const changed = (record: ObservationSubmission) => {
    queryClient.setQueryData(observationQueryKeys.submissions(observationId, page), (current: typeof records.data) =>
      current ? { ...current, items: current.items.map((item) => (item.id === record.id ? record : item)) } : current,
    );
  };

  const open = records.data?.items.find((record) => record.id === openId);
  const pages = records.data ? Math.max(1, Math.ceil(records.data.totalCount / PAGE_SIZE)) : 1;

  return (
    <section className="observation__records" aria-labelledby="observation-records-title">
      <h2 id="observation-records-title">{t('observations.records.title')}</h2>
      <div className="observation__start">
        {learners.isError ? (
          <Alert tone="negative">
            <p>{t('observations.records.learnersFailed')}</p>
          </Alert>
        ) : (
          <SelectField
            label={t('observations.records.learner')}
            value={learnerId}
            disabled={learners.isPending}
            onChange={(event) => setLearnerId(event.target.value)}
            options={[
              { value: '', label: learners.isPending ? t('observations.records.loadingLearners') : t('observations.records.pickLearner') },
              ...(learners.data ?? []).map((person) => ({ value: person.id, label: `${person.name} (${person.email})` })),
            ]}
          />
        )}
        <Button onClick={() => void start()} disabled={starting || learners.isPending}>
          {starting ? t('observations.records.starting') : t('observations.records.start')}
        </Button>
      </div>
      {learners.data?.length === 0 ? <p className="observation__muted">{t('observations.records.noLearners')}</p> : null}
      {error ? (
        <Alert tone="negative">
          <p>{error}</p>
        </Alert>
      ) : null}
      {records.isPending ? <Spinner label={t('observations.records.loading')} /> : null}
      {records.isError ? (
        <Alert tone="negative">
          <p>{t('observations.records.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void records.refetch()}>
            {t('observations.retry')}
          </Button>
        </Alert>
      ) : null}
      {records.data && records.data.items.length === 0 ? <p className="observation__muted">{t('observations.records.empty')}</p> : null}
      {records.data && records.data.items.length > 0 ? (
        <ul className="observation__record-list">
          {records.data.items.map((record) => (
            <li key={record.id} className="observation__record-item">
              <span className="observation__record-name">{record.learner.name}</span>
              <span className={`observation__state observation__state--${record.state}`}>{t(`observations.states.${record.state}`)}</span>
              {record.state === 'completed' ? (
                <span>{record.passed ? t('observations.records.outcomePassed') : t('observations.records.outcomeFailed')}</span>
              ) : null}
              <span className="observation__muted">{formatDateTime(record.modifiedAt, i18n.language)}</span>
              <Button
                variant="secondary"
                aria-expanded={openId === record.id}
                onClick={() => setOpenId(openId === record.id ? null : record.id)}
              >
                {t('observations.records.open', { name: record.learner.name })}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {pages > 1 ? (
        <nav className="observation__pages" aria-label={t('observations.records.pagesLabel')}>
          <Button variant="quiet" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('observations.records.previous')}
          </Button>
          <span>{t('observations.records.pageOf', { page, pages })}</span>
          <Button variant="quiet" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('observations.records.next')}
          </Button>
        </nav>
      ) : null}
      {open ? (
        <RecordEditor
          key={`${open.id}-${open.version}`}
          observationId={observationId}
          criteria={criteria}
          record={open}
          onChanged={changed}
          onClose={() => setOpenId(null)}
        />
      ) : null}
    </section>
  );
}
