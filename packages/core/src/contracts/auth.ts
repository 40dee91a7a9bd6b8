import { z } from 'zod';
import {
  loginBodySchema,
  magicLinkBodySchema,
  magicLinkResponseSchema,
  magicLinkVerifyBodySchema,
  sessionResponseSchema,
  signupBodySchema,
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
    summary: 'Create an account (or join one with an invite code) and sign in',
    body: signupBodySchema,
    responses: { 201: sessionResponseSchema },
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
    summary: 'Sign in with the token of a magic link',
    body: magicLinkVerifyBodySchema,
    responses: { 200: sessionResponseSchema },
  }),
};
