export { UsersPage } from './UsersPage.tsx';
export { PersonPage } from './PersonPage.tsx';
export { UserImportPage } from './UserImportPage.tsx';
export { InvitationsPage } from './InvitationsPage.tsx';
export { UserGroupsPage } from './UserGroupsPage.tsx';
export { UserGroupPage } from './UserGroupPage.tsx';
