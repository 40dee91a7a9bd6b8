import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../api/index.ts';
import { Alert } from '../../../ui/primitives/Alert.tsx';
import { Button } from '../../../ui/primitives/Button.tsx';
import './query-failure.css';

interface QueryFailureProps {
  title: string;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

/** A read that failed: what failed, the server's reason, and a way to try again. */
export function QueryFailure({ title, error, retrying, onRetry }: QueryFailureProps) {
  const { t } = useTranslation();
  return (
    <div className="learner-state">
      <Alert tone="negative">
        <p className="learner-state__title">{title}</p>
        <p>{apiErrorMessage(error, t)}</p>
      </Alert>
      <div>
        <Button variant="secondary" onClick={onRetry} disabled={retrying}>
          {t('learner.common.retry')}
        </Button>
      </div>
    </div>
  );
}
