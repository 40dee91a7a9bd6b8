import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/primitives/Button.tsx';
import '../../../ui/activity/activity.css';

interface LoadMoreProps {
  shown: number;
  total: number;
  /** Loads the next page; the list appends it. */
  onLoad(): Promise<void>;
  /** Called after the new items are drawn, to move focus to the first of them. */
  onLoaded?(firstNewIndex: number): void;
  describeError(error: unknown): string;
}

/**
 * "Load more" under a list (authoring §4: later pages append). The page stays where the reader is: the
 * scroll position taken before the load is put back once the new items are drawn, so nothing jumps,
 * and focus moves to the first new item without scrolling, so keyboard users carry on from there.
 */
export function LoadMore({ shown, total, onLoad, onLoaded, describeError }: LoadMoreProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const restore = useRef<{ scrollY: number; firstNew: number } | null>(null);

  useLayoutEffect(() => {
    const pending = restore.current;
    if (!pending || shown <= pending.firstNew) return;
    restore.current = null;
    window.scrollTo({ top: pending.scrollY });
    onLoaded?.(pending.firstNew);
  }, [shown, onLoaded]);

  if (shown >= total) return null;

  const load = async () => {
    setBusy(true);
    setError(undefined);
    restore.current = { scrollY: window.scrollY, firstNew: shown };
    try {
      await onLoad();
    } catch (failure) {
      restore.current = null;
      setError(describeError(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="activity__load-more">
      <p className="activity__muted">{t('facilitator.list.shownOf', { shown, total })}</p>
      <Button variant="secondary" onClick={() => void load()} disabled={busy}>
        {busy ? t('facilitator.list.loadingMore') : t('facilitator.list.loadMore')}
      </Button>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
