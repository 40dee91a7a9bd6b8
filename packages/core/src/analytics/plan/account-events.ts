import type { TrackedEventFamily } from '../tracking-plan.ts';
import { clientEvent, exampleIds, idOf, oneOf, serverEvent, whole } from './properties.ts';

// Templates §3.9: sign-up and login (with the failures it names) and invite codes and links.

export const LOGIN_FAILED_EVENT = 'Login Failed';
export const SIGN_UP_FAILED_EXISTING_ACCOUNT_EVENT = 'Sign Up Failed Existing Account';

const signInMethods = ['password', 'magic_link', 'sso'] as const;
const signUpMethods = ['email', 'sso', 'invite_code'] as const;

/** Why a sign-in failed, as the server knows it; the person is only ever told the generic message. */
export const loginFailureReasons = ['invalid_credentials', 'account_locked', 'rate_limited', 'invalid_magic_link', 'sso_error'] as const;
export const inviteCodeErrorCodes = ['invite_code_invalid', 'invite_code_expired', 'invite_code_used_up', 'already_member'] as const;

export const accountEventFamilies: readonly TrackedEventFamily[] = [
  {
    family: 'Sign-up and login',
    events: [
      clientEvent(
        'Signed Up',
        'A person finished signing up and has an account.',
        { method: oneOf(signUpMethods, 'How they signed up.') },
        {
          method: 'email',
        },
      ),
      clientEvent('Logged In', 'A person signed in.', { method: oneOf(signInMethods, 'How they signed in.') }, { method: 'password' }),
      clientEvent('Logged Out', 'A person signed out.', {}, {}),
      serverEvent(
        LOGIN_FAILED_EVENT,
        'A sign-in was refused for an e-mail address that has an account (unknown addresses belong to no account and are not recorded).',
        { method: oneOf(signInMethods, 'How they tried to sign in.'), reason: oneOf(loginFailureReasons, 'Why it was refused.') },
        { method: 'password', reason: 'invalid_credentials' },
      ),
      serverEvent(
        'Registration Failed',
        "A confirmed sign-up could not create the person; recorded only when an account is known (an invite code's).",
        {
          method: oneOf(signUpMethods, 'How they tried to sign up.'),
          reason: oneOf(['invalid_input', 'rate_limited', 'server_error'], 'Why it was refused.'),
        },
        { method: 'email', reason: 'invalid_input' },
      ),
      serverEvent(
        SIGN_UP_FAILED_EXISTING_ACCOUNT_EVENT,
        'Someone tried to sign up with the e-mail address or single sign-on identity of an existing person (who is mailed a way in).',
        { method: oneOf(['email', 'sso'], 'Which identity already existed.') },
        { method: 'email' },
      ),
      serverEvent(
        'Register Via Invite Code Failed',
        "A sign-up with an invite code was refused; recorded when the code names an account (a revoked or used-up code's).",
        { error_code: oneOf(inviteCodeErrorCodes, 'The error code of the refusal.') },
        { error_code: 'invite_code_expired' },
      ),
    ],
  },
  {
    family: 'Invite codes and links',
    events: [
      clientEvent(
        'Invite Code Created',
        'An admin created an invite code.',
        {
          invite_code_id: idOf('The invite code.'),
          role: oneOf(['app-user', 'content-author', 'account-admin', 'facilitator'], 'The role it grants.'),
          max_uses: whole('How many sign-ups it allows; absent when unlimited.', { required: false }),
        },
        { invite_code_id: exampleIds.other, role: 'app-user', max_uses: 50 },
      ),
      clientEvent(
        'Invite Code Revoked',
        'An admin revoked an invite code.',
        { invite_code_id: idOf('The invite code.') },
        {
          invite_code_id: exampleIds.other,
        },
      ),
      clientEvent(
        'Invite Code Redeemed',
        'A person joined an account with an invite code.',
        { invite_code_id: idOf('The invite code.') },
        {
          invite_code_id: exampleIds.other,
        },
      ),
      clientEvent(
        'Invite Link Copied',
        'An admin copied an invite link to share it.',
        {
          invite_code_id: idOf('The invite code the link carries.'),
          channel: oneOf(['clipboard', 'email', 'qr_code'], 'How it was shared.'),
        },
        { invite_code_id: exampleIds.other, channel: 'clipboard' },
      ),
      clientEvent(
        'Invite Link Opened',
        'Someone opened an invite link.',
        { invite_code_id: idOf('The invite code the link carries.') },
        {
          invite_code_id: exampleIds.other,
        },
      ),
    ],
  },
];
