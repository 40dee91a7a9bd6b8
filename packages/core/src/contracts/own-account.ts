import {
  ownAccountMessageSchema,
  ownAvatarBodySchema,
  ownLanguageBodySchema,
  ownNameBodySchema,
  ownPasswordBodySchema,
  passwordResetBodySchema,
  passwordResetRequestBodySchema,
} from '../api/own-account.ts';
import { sessionResponseSchema } from '../api/auth.ts';
import { userInfoSchema } from '../entities/user-info.ts';
import { defineContract } from './define.ts';

const tags = ['own account'];

export const ownAccountContracts = {
  updateName: defineContract({
    method: 'PUT',
    path: '/api/me/name',
    permission: 'people.updateOwn',
    tags,
    summary: 'Change your own first and last name',
    body: ownNameBodySchema,
    responses: { 200: userInfoSchema },
  }),
  updateLanguage: defineContract({
    method: 'PUT',
    path: '/api/me/language',
    permission: 'people.updateOwn',
    tags,
    summary: 'Choose the language the app and the e-mail sent to you speak (en-US or es-ES)',
    body: ownLanguageBodySchema,
    responses: { 200: ownLanguageBodySchema },
  }),
  updateAvatar: defineContract({
    method: 'PUT',
    path: '/api/me/avatar',
    permission: 'people.updateOwn',
    tags,
    summary: 'Change your own picture: a web address, or an uploaded image while the account has avatarUploadEnabled on',
    body: ownAvatarBodySchema,
    responses: { 200: userInfoSchema },
  }),
  changePassword: defineContract({
    method: 'PUT',
    path: '/api/me/password',
    permission: 'people.updateOwn',
    tags,
    summary: 'Change your password (the current one is required); every other session of yours ends',
    body: ownPasswordBodySchema,
    responses: { 200: ownAccountMessageSchema },
  }),
  requestPasswordReset: defineContract({
    method: 'POST',
    path: '/api/auth/password-reset/request',
    permission: 'public',
    tags,
    summary: 'Forgotten password: mails a link to choose a new one when the address has an account',
    body: passwordResetRequestBodySchema,
    responses: { 202: ownAccountMessageSchema },
  }),
  resetPassword: defineContract({
    method: 'POST',
    path: '/api/auth/password-reset',
    permission: 'public',
    tags,
    summary: 'Choose a new password from a reset link; every session ends and this one begins',
    body: passwordResetBodySchema,
    responses: { 200: sessionResponseSchema },
  }),
};
