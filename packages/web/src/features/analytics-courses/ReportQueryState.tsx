import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../api/index.ts';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { Spinner } from '../../ui/primitives/Spinner.tsx';

interface ReportQueryStateProps<T> {
  query: UseQueryResult<T>;
  loadingLabel: string;
  failedTitle: string;
  children: (data: T) => ReactNode;
}

/** A report while it loads, when it fails (with a retry), and once it is there. */
export function ReportQueryState<T>({ query, loadingLabel, failedTitle, children }: ReportQueryStateProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) return <Spinner label={loadingLabel} />;
  if (query.isError)
    return (
      <div className="analytics-courses__state">
        <Alert tone="negative">
          <p className="analytics-courses__state-title">{failedTitle}</p>
          <p>{apiErrorMessage(query.error, t)}</p>
        </Alert>
        <div>
          <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
            {t('analyticsCourses.retry')}
          </Button>
        </div>
      </div>
    );
  return <>{children(query.data)}</>;
}
