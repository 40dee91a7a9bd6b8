import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../api/index.ts';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Button } from '../../ui/primitives/Button.tsx';

interface MediaLibraryMoreProps {
  shown: number;
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  /** Why the last "Show more" failed; undefined when it did not. */
  failure: unknown;
  onShowMore: () => void;
}

/**
 * Under the library's list: how many files of how many are shown, and "Show more" for the next page. The
 * button stays focusable while the page loads (aria-disabled, not disabled), so a keyboard user keeps their
 * place and presses it again for the page after.
 */
export function MediaLibraryMore({ shown, total, hasMore, loadingMore, failure, onShowMore }: MediaLibraryMoreProps) {
  const { t } = useTranslation();
  return (
    <div className="media-library__more">
      <p aria-live="polite">{t('mediaLibrary.shownOf', { shown, total: Math.max(total, shown) })}</p>
      {hasMore ? (
        <div>
          <Button
            variant="secondary"
            aria-disabled={loadingMore}
            onClick={() => {
              if (!loadingMore) onShowMore();
            }}
          >
            {loadingMore ? t('mediaLibrary.loadingMore') : t('mediaLibrary.showMore')}
          </Button>
        </div>
      ) : null}
      {failure !== undefined ? (
        <Alert tone="negative">
          <p>{t('mediaLibrary.moreFailed')}</p>
          <p>{apiErrorMessage(failure, t)}</p>
        </Alert>
      ) : null}
    </div>
  );
}
