import { contributionStatuses, type ContributionStatus } from '@slidewise/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { apiErrorMessage, isApiError, listPeerContributions, queryKeys } from '../../api/index.ts';
import { Page } from '../../ui/layout/Page.tsx';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { SelectField } from '../../ui/primitives/SelectField.tsx';
import { Spinner } from '../../ui/primitives/Spinner.tsx';
import { ContributionCard } from './ContributionCard.tsx';
import './peer-authoring.css';

const ALL = 'all';
const isStatus = (value: string | null): value is ContributionStatus =>
  value !== null && (contributionStatuses as readonly string[]).includes(value);

/**
 * /peer-authoring (spec §2, linked from the peer-authoring template's help): learners' contributions to
 * peer-learning slides. It opens on those waiting for review (lessons that require approval); a
 * moderator approves them, or removes any contribution from its peers' wall. The filter is kept in the
 * address, so the page loads directly on it.
 */
export function PeerAuthoringPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const given = params.get('status');
  const status = given === ALL ? undefined : isStatus(given) ? given : 'to-review';
  const list = useQuery({
    queryKey: queryKeys.peerContributions.list(status ?? ALL),
    queryFn: () => listPeerContributions(status),
  });

  // Read silently (no toast), so a person whose role may not see this page is sent where any other page sends them.
  if (isApiError(list.error, 403)) return <Navigate to="/forbidden" replace />;

  return (
    <Page title={t('peerContributions.title')}>
      <p className="peer-page__intro">{t('peerContributions.intro')}</p>
      <div className="peer-page__filters">
        <SelectField
          label={t('peerContributions.show')}
          value={status ?? ALL}
          onChange={(event) => setParams({ status: event.target.value }, { replace: true })}
          options={[
            ...contributionStatuses.map((value) => ({ value, label: t(`peerContributions.filter.${value}`) })),
            { value: ALL, label: t('peerContributions.filter.all') },
          ]}
        />
      </div>
      {list.isPending ? (
        <Spinner label={t('peerContributions.loading')} />
      ) : list.isError ? (
        <div className="peer-page__state">
          <Alert tone="negative">
            <p>{t('peerContributions.failed')}</p>
            <p>{apiErrorMessage(list.error, t)}</p>
          </Alert>
          <div>
            <Button variant="secondary" onClick={() => void list.refetch()} disabled={list.isFetching}>
              {t('peerContributions.tryAgain')}
            </Button>
          </div>
        </div>
      ) : list.data.items.length === 0 ? (
        <p className="peer-page__empty">{t(status === 'to-review' ? 'peerContributions.nothingToReview' : 'peerContributions.empty')}</p>
      ) : (
        <ul className="peer-page__list">
          {list.data.items.map((contribution) => (
            <ContributionCard key={`${contribution.attemptId}:${contribution.slideId}`} contribution={contribution} />
          ))}
        </ul>
      )}
    </Page>
  );
}
