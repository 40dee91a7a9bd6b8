import { courseParamsSchema } from '../api/courses.ts';
import { publicBrandingSchema, publicPageSchema } from '../api/public-page.ts';
import { defineContract } from './define.ts';

// Issue 18: what the course editor's public section shows of the public page.
export const publicSiteContracts = {
  publicPage: defineContract({
    method: 'GET',
    path: '/api/courses/:courseId/public-page',
    permission: 'course.read',
    tags: ['public details'],
    summary: "The course's public page: whether it is live, its address, a QR code of it and the embed snippet",
    params: courseParamsSchema,
    responses: { 200: publicPageSchema },
  }),
  publicBranding: defineContract({
    method: 'GET',
    path: '/api/account/public-branding',
    permission: 'account.manageBranding',
    tags: ['public details'],
    summary: "The account's branded variant of the public course pages (all empty: the platform's own look)",
    responses: { 200: publicBrandingSchema },
  }),
  changePublicBranding: defineContract({
    method: 'PUT',
    path: '/api/account/public-branding',
    permission: 'account.manageBranding',
    tags: ['public details'],
    summary: "Change the account's branded variant: logo, accent colour and favicon of its public course pages",
    body: publicBrandingSchema,
    responses: { 200: publicBrandingSchema },
  }),
};
