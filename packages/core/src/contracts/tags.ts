import { tagCreateBodySchema, tagListResponseSchema, tagSchema } from '../api/tags.ts';
import { defineContract } from './define.ts';

const tags = ['tags'];

export const tagContracts = {
  list: defineContract({
    method: 'GET',
    path: '/api/tags',
    permission: 'course.read',
    tags,
    summary: "The account's tags, by name",
    responses: { 200: tagListResponseSchema },
  }),
  create: defineContract({
    method: 'POST',
    path: '/api/tags',
    permission: 'course.update',
    tags,
    summary: 'Create a tag (201), or answer the existing tag of that name, case ignored (200)',
    body: tagCreateBodySchema,
    responses: { 200: tagSchema, 201: tagSchema },
  }),
};
