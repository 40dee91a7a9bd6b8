export { AccountSettingsPage } from './AccountSettingsPage.tsx';
