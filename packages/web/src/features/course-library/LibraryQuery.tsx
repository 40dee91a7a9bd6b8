import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Spinner } from '../../ui/primitives/Spinner.tsx';
import { QueryFailure } from '../learner/index.ts';

/** A library read as both library pages show it: its failure with a retry, its content, or a spinner meanwhile. */
export function LibraryQuery<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.isError)
    return (
      <QueryFailure
        title={t('courseLibrary.loadFailed')}
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.data !== undefined) return children(query.data);
  return <Spinner label={t('courseLibrary.loading')} />;
}

/** Why the last import failed, in the server's words, above either library page. */
export function LibraryImportFailure({ failure }: { failure: string | undefined }) {
  const { t } = useTranslation();
  if (!failure) return null;
  return (
    <Alert tone="negative">
      <p>{t('courseLibrary.importFailed')}</p>
      <p>{failure}</p>
    </Alert>
  );
}
