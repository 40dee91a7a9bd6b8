import { useTranslation } from 'react-i18next';
import { AccountSummary } from '../account/index.ts';
import { useMe } from '../auth/index.ts';
import { Page } from '../../ui/layout/Page.tsx';
import { CourseList } from './CourseList.tsx';
import './home.css';

export function HomePage() {
  const { t } = useTranslation();
  const { data: user } = useMe();
  const name = user ? user.userFirstName || user.userName : '';
  return (
    <Page title={t('pages.home.title')} {...(name ? { eyebrow: t('home.greeting', { name }) } : {})}>
      <AccountSummary />
      <CourseList />
    </Page>
  );
}
