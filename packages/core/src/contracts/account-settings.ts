import {
  accountBrandingResponseSchema,
  accountSettingsSchema,
  accountSettingsUpdateSchema,
  featureFlagsResponseSchema,
} from '../api/account-settings.ts';
import { defineContract } from './define.ts';

const tags = ['account'];

/** The account's settings page (issue 14), its branding as the learner app reads it, and its feature flags. */
export const accountSettingsContracts = {
  settings: defineContract({
    method: 'GET',
    path: '/api/account/settings',
    permission: 'settings.read',
    tags,
    summary: "The account's name, branding and feature switches, for the settings page",
    responses: { 200: accountSettingsSchema },
  }),
  updateSettings: defineContract({
    method: 'PUT',
    path: '/api/account/settings',
    permission: 'settings.update',
    tags,
    summary: "Change the account's name, branding or switches; what the body leaves out stays",
    body: accountSettingsUpdateSchema,
    responses: { 200: accountSettingsSchema },
  }),
  branding: defineContract({
    method: 'GET',
    path: '/api/account/branding',
    permission: 'account.readOwn',
    tags,
    summary: "The account's logo, accent colour and theme, which the learner app and certificates follow",
    responses: { 200: accountBrandingResponseSchema },
  }),
  flags: defineContract({
    method: 'GET',
    path: '/api/flags',
    permission: 'account.readOwn',
    tags,
    summary: "Every feature flag's value for the account (spec §6; cached 60 s on the server)",
    responses: { 200: featureFlagsResponseSchema },
  }),
};
