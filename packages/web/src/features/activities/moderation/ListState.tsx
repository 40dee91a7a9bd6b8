import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../api/index.ts';
import { Alert } from '../../../ui/primitives/Alert.tsx';
import { Button } from '../../../ui/primitives/Button.tsx';
import { Spinner } from '../../../ui/primitives/Spinner.tsx';

interface Props<Data extends { items: unknown[]; totalCount: number }> {
  query: UseQueryResult<Data>;
  loading: string;
  failed: string;
  empty: string;
  children: (data: Data) => ReactNode;
}

/** The loading, error (with a retry) and empty states both lists of the overview share. */
export function ListState<Data extends { items: unknown[]; totalCount: number }>({ query, loading, failed, empty, children }: Props<Data>) {
  const { t } = useTranslation();
  if (query.isPending) return <Spinner label={loading} />;
  if (query.isError) {
    return (
      <div className="moderation__state">
        <Alert tone="negative">
          <p>{failed}</p>
          <p>{apiErrorMessage(query.error, t)}</p>
        </Alert>
        <div>
          <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
            {t('moderation.retry')}
          </Button>
        </div>
      </div>
    );
  }
  if (query.data.items.length === 0) return <p className="moderation__empty">{empty}</p>;
  return (
    <>
      {children(query.data)}
      {/* One page is all the overview reads; say so rather than hide the rest. */}
      {query.data.totalCount > query.data.items.length ? (
        <p className="moderation__more">{t('moderation.partial', { shown: query.data.items.length, total: query.data.totalCount })}</p>
      ) : null}
    </>
  );
}
