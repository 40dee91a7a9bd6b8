import { z } from 'zod';
import {
  loginBodySchema,
  magicLinkBodySchema,
  magicLinkResponseSchema,
  magicLinkVerifyBodySchema,
  sessionResponseSchema,
  signupBodySchema,
  signupResponseSchema,
} from '../api/auth.ts';
import { defineContract } from './define.ts';

// Signing in and out needs no session: sign-out is public too, so it always clears the cookie, even when
// the session has already expired.
const tags = ['auth'];

export const authContracts = {
  signUp: defineContract({
    method: 'POST',
    path: '/api/auth/signup',
    permission: 'public',
    tags,
    summary:
      'Sign up: mails a link that confirms the address and creates the account (or joins one with an invite code); the same 202 when the address has an account, which is mailed a way to sign in',
    body: signupBodySchema,
    responses: { 202: signupResponseSchema },
  }),
  logIn: defineContract({
    method: 'POST',
    path: '/api/auth/login',
    permission: 'public',
    tags,
    summary: 'Sign in with e-mail and password',
    body: loginBodySchema,
    responses: { 200: sessionResponseSchema },
  }),
  logOut: defineContract({
    method: 'POST',
    path: '/api/auth/logout',
    permission: 'public',
    tags,
    summary: 'Sign out: end the session and clear its cookie',
    responses: { 204: z.null().describe('Signed out') },
  }),
  sendMagicLink: defineContract({
    method: 'POST',
    path: '/api/auth/magic-link',
    permission: 'public',
    tags,
    summary: 'E-mail a single-use sign-in link (15 minutes)',
    body: magicLinkBodySchema,
    responses: { 202: magicLinkResponseSchema },
  }),
  verifyMagicLink: defineContract({
    method: 'POST',
    path: '/api/auth/magic-link/verify',
    permission: 'public',
    tags,
    summary: "Sign in with the token of an e-mailed link: a magic link's, or a sign-up's, which creates the account first",
    body: magicLinkVerifyBodySchema,
    responses: { 200: sessionResponseSchema },
  }),
};
