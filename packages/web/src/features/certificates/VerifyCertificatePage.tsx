import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { apiErrorMessage, isApiError } from '../../api/index.ts';
import { Page } from '../../ui/layout/Page.tsx';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { Spinner } from '../../ui/primitives/Spinner.tsx';
import { useCertificateVerification } from './certificate-api.ts';
import './certificates.css';

/** /certificates/:code — public: anyone holding a code sees what the certificate says, and nothing more. */
export function VerifyCertificatePage() {
  const { t, i18n } = useTranslation();
  const code = useParams().code ?? '';
  const verification = useCertificateVerification(code);
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(iso));

  return (
    <Page title={t('certificates.verify.title')} width="narrow">
      {verification.isPending ? (
        <Spinner label={t('certificates.verify.loading')} />
      ) : verification.isError ? (
        isApiError(verification.error, 404) ? (
          <Alert tone="negative">
            <p className="certificate-verdict__title">{t('certificates.verify.notFoundTitle')}</p>
            <p>{t('certificates.verify.notFoundText', { code })}</p>
          </Alert>
        ) : (
          <Alert tone="negative">
            <p>{t('certificates.verify.loadFailed')}</p>
            <p>{apiErrorMessage(verification.error, t)}</p>
            <Button variant="secondary" onClick={() => void verification.refetch()} disabled={verification.isFetching}>
              {t('certificates.retry')}
            </Button>
          </Alert>
        )
      ) : (
        <div className="certificate-verdict">
          <Alert tone={verification.data.status === 'valid' ? 'positive' : 'negative'}>
            <p className="certificate-verdict__title">{t(`certificates.verify.status.${verification.data.status}`)}</p>
          </Alert>
          <dl className="certificate-verdict__facts">
            <dt>{t('certificates.verify.learner')}</dt>
            <dd>{verification.data.learnerName}</dd>
            <dt>{t('certificates.verify.course')}</dt>
            <dd>{verification.data.courseTitle}</dd>
            <dt>{t('certificates.verify.issuer')}</dt>
            <dd>{verification.data.accountName}</dd>
            <dt>{t('certificates.verify.issued')}</dt>
            <dd>{date(verification.data.issuedAt)}</dd>
            {verification.data.expiresAt ? (
              <>
                <dt>{t('certificates.verify.expires')}</dt>
                <dd>{date(verification.data.expiresAt)}</dd>
              </>
            ) : null}
            <dt>{t('certificates.verify.code')}</dt>
            <dd className="certificate-download__code">{verification.data.code}</dd>
          </dl>
        </div>
      )}
    </Page>
  );
}
