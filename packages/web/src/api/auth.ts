import {
  magicLinkResponseSchema,
  sessionResponseSchema,
  type LoginBody,
  type MagicLinkBody,
  type MagicLinkResponse,
  type MagicLinkVerifyBody,
  type SessionResponse,
  type SignupBody,
} from '@slidewise/core';
import { authenticatedPost, publicPost } from './http.ts';

// The forms calling these show failures beside their fields, so the calls are silent.

export async function signIn(body: LoginBody): Promise<SessionResponse> {
  return sessionResponseSchema.parse(await publicPost('/api/auth/login', { data: body, silent: true }));
}

export async function signUp(body: SignupBody): Promise<SessionResponse> {
  return sessionResponseSchema.parse(await publicPost('/api/auth/signup', { data: body, silent: true }));
}

export async function requestMagicLink(body: MagicLinkBody): Promise<MagicLinkResponse> {
  return magicLinkResponseSchema.parse(await publicPost('/api/auth/magic-link', { data: body, silent: true }));
}

export async function verifyMagicLink(body: MagicLinkVerifyBody): Promise<SessionResponse> {
  return sessionResponseSchema.parse(await publicPost('/api/auth/magic-link/verify', { data: body, silent: true }));
}

export async function signOut(): Promise<void> {
  await authenticatedPost('/api/auth/logout');
}
