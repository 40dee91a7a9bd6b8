import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../api/index.ts';
import { Page } from '../../../ui/layout/Page.tsx';
import { Alert } from '../../../ui/primitives/Alert.tsx';
import { Button } from '../../../ui/primitives/Button.tsx';
import { Spinner } from '../../../ui/primitives/Spinner.tsx';

/** The already-translated words an activity page shows while its item loads or cannot. */
export interface ActivityQueryTexts {
  /** The spinner's accessible name. */
  loading: string;
  /** The page title when loading failed. */
  pageTitle: string;
  loadFailed: string;
  /** With it, a failed load offers to try again; without it, it only says why. */
  retry?: string;
}

interface Props<T> {
  query: UseQueryResult<T>;
  texts: ActivityQueryTexts;
  children(data: T): ReactNode;
}

/**
 * An activity page's item read by its id (settings or learner view of a discussion, assessment, observation
 * or conference): a spinner while it loads, the failure with the server's message when it cannot, else the page.
 */
export function ActivityQueryView<T>({ query, texts, children }: Props<T>) {
  const { t } = useTranslation();
  if (query.isPending) return <Spinner label={texts.loading} />;
  if (query.isError) {
    return (
      <Page title={texts.pageTitle}>
        <Alert tone="negative">
          <p>{texts.loadFailed}</p>
          <p>{apiErrorMessage(query.error, t)}</p>
          {texts.retry ? (
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {texts.retry}
            </Button>
          ) : null}
        </Alert>
      </Page>
    );
  }
  return children(query.data);
}
