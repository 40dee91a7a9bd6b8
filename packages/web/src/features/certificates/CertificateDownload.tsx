import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorMessage } from '../../api/index.ts';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { Spinner } from '../../ui/primitives/Spinner.tsx';
import { certificatePdfPath, useIssuedCertificate, verificationPath } from './certificate-api.ts';
import './certificates.css';

/** An earned certificate's PDF, its verification code and the public page that confirms it. */
export function CertificateDownload({ courseId }: { courseId: string }) {
  const { t, i18n } = useTranslation();
  const issued = useIssuedCertificate(courseId, true);
  if (issued.isPending) return <Spinner label={t('certificates.download.loading')} />;
  if (issued.isError)
    return (
      <Alert tone="negative">
        <p>{apiErrorMessage(issued.error, t)}</p>
        <Button variant="secondary" onClick={() => void issued.refetch()} disabled={issued.isFetching}>
          {t('certificates.retry')}
        </Button>
      </Alert>
    );
  const { code, expiresAt } = issued.data;
  return (
    <div className="certificate-download">
      <a className="button button--primary" href={certificatePdfPath(courseId, i18n.language)} download>
        {t('certificates.download.pdf')}
      </a>
      <p>
        {t('certificates.download.code')} <strong className="certificate-download__code">{code}</strong>
      </p>
      {expiresAt ? <p>{t('certificates.download.expires', { date: new Date(expiresAt).toLocaleDateString(i18n.language) })}</p> : null}
      <Link to={verificationPath(code)}>{t('certificates.download.verify')}</Link>
    </div>
  );
}
