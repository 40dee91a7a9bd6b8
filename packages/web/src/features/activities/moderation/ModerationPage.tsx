import { useTranslation } from 'react-i18next';
import { Page } from '../../../ui/layout/Page.tsx';
import { ModerationOverview } from './ModerationOverview.tsx';

/** /moderation: the overview on a page of its own, for everyone who moderates (linked from the top bar). */
export function ModerationPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('moderation.title')}>
      <p className="moderation__intro">{t('moderation.intro')}</p>
      <ModerationOverview showHeading={false} />
    </Page>
  );
}
