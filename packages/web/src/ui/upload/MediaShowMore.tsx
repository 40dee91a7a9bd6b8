import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../api/api-error-message.ts';
import { Alert } from '../primitives/Alert.tsx';
import { Button } from '../primitives/Button.tsx';
import type { MediaPages } from './media-list-query.ts';
import './media-show-more.css';

/**
 * Under a list of the library's files (the /media page, the picker of a media field): how many files of how
 * many are shown, and "Show more" for the next page. The button stays focusable while the page loads
 * (aria-disabled, not disabled), so a keyboard user keeps their place and presses it again for the page
 * after; a failed page is said here, under the files already shown, which stay.
 */
export function MediaShowMore({ pages }: { pages: MediaPages }) {
  const { t } = useTranslation();
  const shown = pages.data?.pages.reduce((count, page) => count + page.items.length, 0) ?? 0;
  const total = pages.data?.pages.at(-1)?.totalCount ?? shown;
  const loadingMore = pages.isFetchingNextPage;
  return (
    <div className="media-show-more">
      <p aria-live="polite">{t('upload.library.shownOf', { shown, total: Math.max(total, shown) })}</p>
      {pages.hasNextPage ? (
        <div>
          <Button
            variant="secondary"
            aria-disabled={loadingMore}
            onClick={() => {
              if (!loadingMore) void pages.fetchNextPage();
            }}
          >
            {loadingMore ? t('upload.library.loadingMore') : t('upload.library.showMore')}
          </Button>
        </div>
      ) : null}
      {pages.isFetchNextPageError ? (
        <Alert tone="negative">
          <p>{t('upload.library.moreFailed')}</p>
          <p>{apiErrorMessage(pages.error, t)}</p>
        </Alert>
      ) : null}
    </div>
  );
}
