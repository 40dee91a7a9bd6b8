import type { FastifyRequest } from 'fastify';
import { unauthenticated } from '../../http-error.ts';
import type { SignedInUser } from './session-repo.ts';

/** The user the policy hook signed in; routes that are not public can rely on it. */
export function signedInUser(request: FastifyRequest): SignedInUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}
