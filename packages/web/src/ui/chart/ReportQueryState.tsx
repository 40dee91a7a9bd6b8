import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../api/index.ts';
import { Alert } from '../primitives/Alert.tsx';
import { Button } from '../primitives/Button.tsx';
import { Spinner } from '../primitives/Spinner.tsx';
import './report-state.css';

/** What the frame needs of a query (a TanStack query or infinite query). */
interface ReportQuery<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface ReportQueryStateProps<T> {
  query: ReportQuery<T>;
  loadingLabel: string;
  failedTitle: string;
  children: (data: T) => ReactNode;
}

/**
 * A report while it loads, when it fails (the server's reason and a retry), and once it is there. A report
 * already shown stays when a later refresh fails, as the query keeps it.
 */
export function ReportQueryState<T>({ query, loadingLabel, failedTitle, children }: ReportQueryStateProps<T>) {
  const { t } = useTranslation();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isPending) return <Spinner label={loadingLabel} />;
  return (
    <div className="report-state">
      <Alert tone="negative">
        <p className="report-state__title">{failedTitle}</p>
        <p>{apiErrorMessage(query.error, t)}</p>
      </Alert>
      <div>
        <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {t('charts.retry')}
        </Button>
      </div>
    </div>
  );
}

/** What a report says in place of its figures when there is nothing to show yet. */
export function ReportEmptyState({ title, text }: { title: string; text: string }) {
  return (
    <div className="report-state card">
      <h2 className="report-state__title">{title}</h2>
      <p className="page__text">{text}</p>
    </div>
  );
}
