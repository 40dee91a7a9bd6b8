export { PlatformAccountsPage } from './PlatformAccountsPage.tsx';
