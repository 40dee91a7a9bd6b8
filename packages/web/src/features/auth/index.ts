export { SignInPage } from './SignInPage.tsx';
export { SignUpPage } from './SignUpPage.tsx';
export { MagicLinkPage } from './MagicLinkPage.tsx';
export { RequireAuth } from './RequireAuth.tsx';
export { SignOutButton } from './SignOutButton.tsx';
export { forgetUser, startSessionCheck, useMe } from './data/auth-queries.ts';
export { deviceUserKey, lastKnownUser } from './data/device-user.ts';
export { returnStateFor, returnPathFrom } from './return-path.ts';
